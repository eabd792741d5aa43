import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toApiError } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { http } from '../../config/app-config';
import { MemberPage } from '../../components/member-page';
import { parseCsvFile, type CsvRow } from './parse-csv-file';
import { uploadCsvRows } from './api/upload-csv-rows';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

export function UploadDataPage() {
  const [rows, setRows] = useState<CsvRow[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setRows([]);
    setOutcome(null);
    if (!chosen) return;
    try {
      setRows(await parseCsvFile(chosen));
    } catch (error) {
      console.error('CSV could not be read', error);
      setOutcome({ kind: 'error', message: 'This file could not be read as CSV.' });
    }
  };

  const upload = async () => {
    setUploading(true);
    setOutcome(null);
    try {
      const response = await uploadCsvRows(http, rows);
      setOutcome({ kind: 'success', message: response.message });
    } catch (error) {
      console.error('Upload failed', error);
      setOutcome({ kind: 'error', message: toApiError(error).message });
    } finally {
      setUploading(false);
    }
  };

  return (
    <MemberPage title="Upload data" path={paths.uploadData.path}>
      <Stack maw={560}>
        <FileInput
          label="CSV file"
          description="The first row must hold the column names."
          accept=".csv,text/csv"
          value={file}
          onChange={chooseFile}
          clearable
        />
        {file && (
          <Text size="sm" role="status">
            {rows.length === 1 ? '1 row ready to upload.' : `${rows.length} rows ready to upload.`}
          </Text>
        )}
        <Button onClick={upload} disabled={rows.length === 0} loading={isUploading}>
          Upload to Database
        </Button>
        {outcome && (
          <Alert color={outcome.kind === 'success' ? 'green' : 'red'} role="alert" title={outcome.kind === 'success' ? 'Upload finished' : 'Upload failed'}>
            {outcome.message}
          </Alert>
        )}
      </Stack>
    </MemberPage>
  );
}
