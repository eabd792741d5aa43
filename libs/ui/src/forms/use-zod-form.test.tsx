import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const Schema = z.object({
  name: z.string().trim().min(2, { error: 'Enter the full name' }),
  agree: z.literal(true, { error: 'Please agree' }),
});

describe('useZodForm', () => {
  it('reports each field’s first message on submit and does not call the handler', () => {
    const handler = jest.fn();
    const { result } = renderHook(() => useZodForm(Schema, { name: '', agree: false }));
    act(() => result.current.onSubmit(handler)());
    expect(result.current.errors).toEqual({ name: 'Enter the full name', agree: 'Please agree' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('clears a field’s message when it changes and submits the parsed values', async () => {
    const handler = jest.fn();
    const { result } = renderHook(() => useZodForm(Schema, { name: '', agree: false }));
    act(() => result.current.onSubmit(handler)());
    act(() => {
      (result.current.getInputProps('name').onChange as (e: unknown) => void)({ currentTarget: { value: '  Asha ' } });
      (result.current.getInputProps('agree', { type: 'checkbox' }).onChange as (e: unknown) => void)({
        currentTarget: { checked: true },
      });
    });
    expect(result.current.errors.name).toBeUndefined();
    await act(async () => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ name: 'Asha', agree: true });
  });

  it('validates a single field when it loses focus', () => {
    const { result } = renderHook(() => useZodForm(Schema, { name: 'A', agree: true }));
    act(() => (result.current.getInputProps('name').onBlur as () => void)());
    expect(result.current.errors).toEqual({ name: 'Enter the full name' });
  });
});
