import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UploadDataPage } from './upload-data-page';

describe('UploadDataPage', () => {
  it('keeps Upload to Database disabled until rows are parsed, skipping empty lines', async () => {
    renderWithProviders(<UploadDataPage />, { route: '/uploaddata' });
    const button = screen.getByRole('button', { name: 'Upload to Database' });
    expect(button).toBeDisabled();

    const csv = new File(['name,email\nAsha,asha@example.in\n\nRavi,ravi@example.in\n'], 'members.csv', {
      type: 'text/csv',
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(input, csv);

    expect(await screen.findByText('2 rows ready to upload.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload to Database' })).toBeEnabled();
  });
});
