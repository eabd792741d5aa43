import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@matri/api-client';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UploadDataPage } from './upload-data-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));

// jsdom has no web workers: the page's reader runs in-process here, with the very code the worker runs.
jest.mock('./csv/read-csv-in-worker', () => {
  const { readCsvText } = jest.requireActual('./csv/read-csv-text');
  return {
    readCsvInWorker: (file: File, _language: string, onMessage: (message: unknown, part: number) => void) => {
      const reader = new FileReader();
      reader.onload = () => readCsvText(reader.result as string, (message: unknown) => onMessage(message, 0));
      reader.readAsText(file);
      return { stop: () => undefined };
    },
  };
});

const year = new Date().getFullYear();
const header = 'Full name,Gender,Date of birth,E-mail,Mobile,Religion,Mother tongue,Shoe size';
const csv = [
  header,
  `Asha Rao,Female,12/04/${year - 27},asha@example.in,9876500001,Hindu,Kannada,5`,
  '',
  `Ravi Kumar,Male,12/04/${year - 29},ravi@example.in,9876500002,Martian,Telugu,9`,
  'Broken,row',
].join('\n');

const forbidden = () => {
  return new HttpError('403', {
    status: 403,
    headers: {},
    data: { error: { name: 'ForbiddenError', message: 'Only admins can import members.', status: 403 } },
  });
};

function chooseFile(text: string, name = 'members.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input).toHaveAttribute('accept', '.csv,text/csv');
  return userEvent.upload(input, new File([text], name, { type: 'text/csv' }), { applyAccept: false });
}

describe('UploadDataPage', () => {
  beforeEach(() => {
    get.mockReset().mockImplementation(async (url: string) => (url === '/api/imports' ? [] : []));
    post.mockReset();
  });

  it('tells members, in the API’s words, that importing is for admins', async () => {
    get.mockRejectedValue(forbidden());
    renderWithProviders(<UploadDataPage />, { route: '/uploaddata' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can import members.');
    expect(screen.queryByRole('button', { name: 'Upload to Database' })).not.toBeInTheDocument();
  });

  it('reads the file, reports its problems and previews it, then uploads and sums up', async () => {
    post.mockImplementation(async (url: string, body: unknown) => {
      if (url === '/api/imports') return { id: 3 };
      expect(JSON.parse(body as string)).toHaveLength(2);
      return {
        message: '',
        created: 1,
        updated: 0,
        unchanged: 0,
        failed: [{ row: 2, field: 'religion', message: 'Unknown religion: “Martian”' }],
        warnings: [{ row: 1, field: 'aboutMe', message: 'About me left out: Write at least 30 characters' }],
        unknownHeaders: ['Shoe size'],
      };
    });
    renderWithProviders(<UploadDataPage />, { route: '/uploaddata' });
    const button = await screen.findByRole('button', { name: 'Upload to Database' });
    expect(button).toBeDisabled();

    await chooseFile(csv);
    expect(await screen.findByText('2 rows ready to upload: 1 valid, 1 with problems.')).toBeInTheDocument();
    expect(screen.getByText('Not in the template, ignored: Shoe size.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Lines that could not be read' })).getByText(
        'Line 5: Too few fields: 2, the header has 8',
      ),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Preview of the first 2 rows' });
    expect(within(preview).getByText('Unknown religion: “Martian”')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload to Database' }));
    const result = await screen.findByRole('alert', { name: 'Upload finished' });
    expect(result).toHaveTextContent(
      '2 rows: 1 created, 0 updated, 0 unchanged, 1 not imported. 1 row was imported without a field whose cell was not valid. Columns ignored (not in the template): Shoe size.',
    );
    expect(within(result).getByRole('list', { name: 'Fields left out' })).toHaveTextContent(
      'Line 2: About me left out: Write at least 30 characters',
    );
    expect(result).toHaveTextContent('1 line of the file could not be read and was not sent.');
    expect(within(result).getByRole('button', { name: 'Download the rows not imported' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/imports', { fileName: 'members.csv', totalRows: 2 });
    expect(post).toHaveBeenCalledWith(
      '/api/upload-csv?import=3&first=1',
      expect.stringContaining('"Full name":"Asha Rao"'),
      expect.anything(),
    );
  });

  it('refuses a file that is not .csv', async () => {
    renderWithProviders(<UploadDataPage />, { route: '/uploaddata' });
    await screen.findByRole('button', { name: 'Upload to Database' });
    await chooseFile(csv, 'members.xlsx');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv file');
  });
});
