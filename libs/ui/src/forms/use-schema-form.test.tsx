import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

const Schema = z.object({
  name: z.string().trim().min(2, { error: 'Enter the full name' }),
  agree: z.literal(true, { error: 'Please agree' }),
});

const change = (props: { onChange: unknown }, value: unknown) => (props.onChange as (input: unknown) => void)(value);

describe('useSchemaForm', () => {
  it('reports each field’s message on submit and does not call the handler', () => {
    const handler = jest.fn();
    const { result } = renderHook(() => useSchemaForm(Schema, { name: '', agree: false }));
    act(() => result.current.onSubmit(handler)());
    expect(result.current.errors).toEqual({ name: 'Enter the full name', agree: 'Please agree' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('clears a field’s message when it changes and submits the parsed values', async () => {
    const handler = jest.fn();
    const { result } = renderHook(() => useSchemaForm(Schema, { name: '', agree: false }));
    act(() => result.current.onSubmit(handler)());
    act(() => {
      change(result.current.getInputProps('name'), '  Asha ');
      change(result.current.getInputProps('agree', { type: 'checkbox' }), true);
    });
    expect(result.current.errors['name']).toBeUndefined();
    await act(async () => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ name: 'Asha', agree: true }, undefined);
  });

  it('validates a single field when it loses focus', () => {
    const { result } = renderHook(() => useSchemaForm(Schema, { name: 'A', agree: true }));
    act(() => (result.current.getInputProps('name').onBlur as () => void)());
    expect(result.current.errors).toEqual({ name: 'Enter the full name' });
  });

  it('is dirty while a value differs from the one it started with', () => {
    const { result } = renderHook(() => useSchemaForm(Schema, { name: 'Asha', agree: true }));
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.setFieldValue('name', 'Asha Rao'));
    expect(result.current.isDirty()).toBe(true);
    act(() => result.current.setFieldValue('name', 'Asha'));
    expect(result.current.isDirty()).toBe(false);
  });

  it('shows every message a field has, each as written, and those of the items inside it', () => {
    const PasswordSchema = z.object({
      password: z.string().min(8, { error: 'Use at least 8 characters' }).regex(/\d/, { error: 'Include a digit' }),
      languages: z.array(z.string().min(1, { error: 'Name the language' })),
    });
    function Account() {
      const form = useSchemaForm(PasswordSchema, { password: 'abc', languages: ['Hindi', ''] });
      return (
        <form onSubmit={form.onSubmit(jest.fn())} noValidate>
          <label>
            Password
            <input {...form.getInputProps('password')} />
          </label>
          <p data-testid="password-error">{form.getInputProps('password').error}</p>
          <p data-testid="languages-error">{form.getInputProps('languages').error}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Account />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Include a digit')).toBeTruthy();
    expect(screen.getByTestId('password-error').textContent).toBe('Use at least 8 characters Include a digit');
    expect(screen.getByTestId('languages-error').textContent).toBe('Name the language');
  });

  it('clears the messages of a list’s items when the list changes', () => {
    const ListSchema = z.object({ languages: z.array(z.string().min(1, { error: 'Name the language' })) });
    const { result } = renderHook(() => useSchemaForm(ListSchema, { languages: ['Hindi', ''] }));
    act(() => result.current.onSubmit(jest.fn())());
    expect(result.current.getInputProps('languages').error).toBe('Name the language');
    act(() => change(result.current.getInputProps('languages'), ['Hindi']));
    expect(result.current.getInputProps('languages').error).toBeUndefined();
  });

  describe('on a prerendered page', () => {
    function SignUp({ onSubmit }: { onSubmit: (values: z.output<typeof Schema>) => void }) {
      const form = useSchemaForm(Schema, { name: '', agree: false });
      return (
        <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
          <input aria-label="Full name" {...form.getInputProps('name')} />
          <input type="checkbox" aria-label="I agree" {...form.getInputProps('agree', { type: 'checkbox' })} />
          <button type="submit">Register</button>
        </form>
      );
    }

    /** The page as served, with what the visitor did before its code arrived, then hydrated. */
    function hydrateAfter(visitorActs: (page: HTMLElement) => void, onSubmit = jest.fn()) {
      const page = document.createElement('div');
      page.innerHTML = renderToString(<SignUp onSubmit={onSubmit} />);
      document.body.appendChild(page);
      visitorActs(page);
      render(<SignUp onSubmit={onSubmit} />, { container: page, hydrate: true });
      return onSubmit;
    }

    it('keeps what was typed and ticked before the page hydrated, and submits it', async () => {
      const onSubmit = hydrateAfter((page) => {
        (page.querySelector('input[name="name"]') as HTMLInputElement).value = 'Asha Verma';
        (page.querySelector('input[name="agree"]') as HTMLInputElement).checked = true;
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })));
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha Verma', agree: true });
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Asha Verma');
    });

    it('changes nothing when the visitor waited for the page', () => {
      const onSubmit = hydrateAfter(() => undefined);
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', '');
    });
  });

  it('takes nothing from a form rendered in the browser: a select showing its first option has not been chosen', () => {
    const ChoiceSchema = z.object({ religion: z.string().min(1, { error: 'Choose a religion' }) });
    const onSubmit = jest.fn();
    function Choice() {
      const form = useSchemaForm(ChoiceSchema, { religion: '' });
      return (
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <select aria-label="Religion" {...form.getInputProps('religion')}>
            <option value="hindu">Hindu</option>
            <option value="sikh">Sikh</option>
          </select>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Choice />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
