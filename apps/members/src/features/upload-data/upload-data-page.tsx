import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, FileInput, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { importsQueryOptions, toApiError } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { saveFile } from '../../components/save-file';
import { http } from '../../config/app-config';
import { useImportUpload } from './api/use-import-upload';
import { ApiTokens } from './components/api-tokens';
import { FileReport } from './components/file-report';
import { ImportHistory } from './components/import-history';
import { ImportPreview } from './components/import-preview';
import { ImportResult } from './components/import-result';
import { ImportTemplate } from './components/import-template';
import { UploadProgress } from './components/upload-progress';
import { useCsvReading } from './csv/use-csv-reading';
import { failedRowsCsv, failedRowsFileName } from './upload/failed-rows-file';
import { type UploadOutcome, type UploadProgress as Progressed } from './upload/upload-in-chunks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteLabel } from '@matri/ui';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; progress: Progressed; startedAt: number; isCancelling: boolean }
  | { status: 'done'; outcome: UploadOutcome; totalRows: number };

/** docs/spec.md section 5's upload, for admins: read the file, show what is wrong, send it in chunks with progress. */
function Importer() {
  const { t } = useLingui();
  const importUpload = useImportUpload();
  const [file, setFile] = useState<File | null>(null);
  const { reading, chunks, lines, read } = useCsvReading();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const cancel = useRef<AbortController | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUpload({ status: 'idle' });
    read(chosen);
  };

  const start = async () => {
    const controller = new AbortController();
    cancel.current = controller;
    const totalRows = reading.rowCount;
    setUpload({
      status: 'uploading',
      progress: { sentRows: 0, totalRows },
      startedAt: Date.now(),
      isCancelling: false,
    });
    const outcome = await importUpload.mutateAsync({
      fileName: reading.fileName,
      chunks: chunks.current,
      signal: controller.signal,
      onProgress: (progress) => setUpload((u) => (u.status === 'uploading' ? { ...u, progress } : u)),
    });
    cancel.current = null;
    setUpload({ status: 'done', outcome, totalRows });
  };

  const downloadFailed = (outcome: UploadOutcome) => {
    const text = failedRowsCsv({
      headers: reading.header?.headers ?? [],
      chunks: chunks.current,
      lines: lines.current,
      failures: outcome.failures,
      problems: reading.problems,
    });
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), failedRowsFileName(reading.fileName));
  };

  const isUploading = upload.status === 'uploading';
  const canUpload =
    (reading.status === 'checking' || reading.status === 'read') &&
    reading.rowCount > 0 &&
    (reading.header?.missing.length ?? 0) === 0 &&
    !isUploading;
  return (
    <Stack gap="md">
      <ImportTemplate />
      <FileInput
        label={t`CSV file`}
        description={t`The first row must hold the column names.`}
        accept=".csv,text/csv"
        value={file}
        onChange={choose}
        clearable
        disabled={isUploading}
        maw={560}
      />
      {reading.status === 'failed' && (
        <Alert color="red" role="alert" title={t`File not read`}>
          {reading.failure}
        </Alert>
      )}
      {reading.status !== 'idle' && reading.status !== 'failed' && <FileReport reading={reading} />}
      {reading.header && reading.preview.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            <Trans>Preview</Trans>
          </Title>
          <ImportPreview header={reading.header} rows={reading.preview} />
        </Stack>
      )}
      <Button
        onClick={() => void start()}
        disabled={!canUpload}
        loading={isUploading}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Upload to Database</Trans>
      </Button>
      {upload.status === 'uploading' && (
        <UploadProgress
          progress={upload.progress}
          startedAt={upload.startedAt}
          isCancelling={upload.isCancelling}
          onCancel={() => {
            cancel.current?.abort();
            setUpload((u) => (u.status === 'uploading' ? { ...u, isCancelling: true } : u));
          }}
        />
      )}
      {upload.status === 'done' && (
        <ImportResult
          outcome={upload.outcome}
          totalRows={upload.totalRows}
          unreadLines={reading.problems.length}
          lineOfRow={(row) => lines.current[row - 1] ?? row}
          onDownloadFailed={() => downloadFailed(upload.outcome)}
        />
      )}
    </Stack>
  );
}

/** /uploaddata: member imports for admins; members are told, in the API's words, that the page is not theirs. */
export function UploadDataPage() {
  const { t } = useLingui();
  const labelOf = useRouteLabel();
  const history = useQuery(importsQueryOptions(http));
  return (
    <MemberPage title={labelOf(paths.uploadData)} path={paths.uploadData.path}>
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <Alert
          color="red"
          role="alert"
          title={toApiError(history.error).status === 403 ? t`Not available` : t`Not loaded`}
        >
          {toApiError(history.error).message}
        </Alert>
      ) : (
        <Stack gap="xl">
          <Importer />
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>Import history</Trans>
            </Title>
            <ImportHistory imports={history.data} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>API tokens</Trans>
            </Title>
            <ApiTokens />
          </Stack>
        </Stack>
      )}
    </MemberPage>
  );
}
