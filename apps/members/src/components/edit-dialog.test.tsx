import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { EditDialog, useEditDialogClose } from './edit-dialog';

function AboutForm({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const cancel = useEditDialogClose(text !== '', onDone);
  return (
    <>
      <textarea aria-label="About me" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <button type="button" onClick={cancel}>
        Cancel
      </button>
      <button type="button" onClick={onDone}>
        Save
      </button>
    </>
  );
}

function Section() {
  const [isEditing, setEditing] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit about me
      </button>
      <EditDialog opened={isEditing} onClose={() => setEditing(false)} title="Edit about me">
        {isEditing && <AboutForm onDone={() => setEditing(false)} />}
      </EditDialog>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Edit about me' });
const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });

async function writeAbout() {
  renderWithProviders(<Section />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'About me' }), 'We are a family from Nagpur');
}

describe('EditDialog', () => {
  it('asks before Escape throws away what was typed, and keeps it on "Keep editing"', async () => {
    await writeAbout();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByRole('textbox', { name: 'About me' })).toHaveValue('We are a family from Nagpur');
  });

  it('asks on Cancel and on the X too, and closes on "Discard"', async () => {
    await writeAbout();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    expect(await screen.findByRole('textbox', { name: 'About me' })).toHaveValue('');
  });

  it('closes at once when nothing was changed, and after a save', async () => {
    renderWithProviders(<Section />);
    await screen.findByRole('textbox', { name: 'About me' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'About me' }), 'Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('costs a page nothing while closed: its closed dialogs add no render of their own', async () => {
    const onRender = jest.fn();
    renderWithProviders(
      <Profiler id="closed dialogs" onRender={onRender}>
        {['basic details', 'family', 'about me'].map((section) => (
          <EditDialog key={section} opened={false} onClose={() => undefined} title={`Edit ${section}`}>
            {section}
          </EditDialog>
        ))}
      </Profiler>,
    );
    await act(async () => undefined);
    expect(onRender).toHaveBeenCalledTimes(1);
  });
});
