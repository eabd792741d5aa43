import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { LazyEditDialog } from './lazy-edit-dialog';

const loaded = jest.fn();
jest.mock('./edit-dialog', () => {
  loaded();
  return jest.requireActual('./edit-dialog');
});

function Section() {
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit about me
      </button>
      <LazyEditDialog opened={isEditing} onClose={() => setEditing(false)} title="Edit about me">
        <p>About me</p>
      </LazyEditDialog>
    </>
  );
}

describe('LazyEditDialog', () => {
  it('asks for the dialog’s code as the page shows it closed, and opens it at the tap', async () => {
    renderWithProviders(<Section />);
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    expect(await screen.findByRole('dialog', { name: 'Edit about me' })).toHaveTextContent('About me');
  });
});
