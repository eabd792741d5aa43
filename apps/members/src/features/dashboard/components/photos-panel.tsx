import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Card, FileButton, Group, Image, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { memberPhotosQueryOptions, optimisedImageUrl, toApiError } from '@matri/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_MEMBER,
  PHOTO_MIME_TYPES,
  type OwnProfile,
  type PhotoJson,
  type PhotoScreening,
} from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { EditDialog } from '../../../components/edit-dialog';
import { http, runtimeConfig } from '../../../config/app-config';
import { usePhotoChange, type PhotoChange } from '../api/use-photo-change';
import { useMember } from '../../../session/member-context';
import { PageLoader } from '../../../components/page-loader';
import { PhotoPrivacy } from './photo-privacy';
import { shrinkPhoto } from '../shrink-photo';

const CHECKING_REFRESH_MS = 3000;

/** What a photo's screening means, as a badge beside it; a passed photo needs none. */
function ScreeningBadge({ screening }: { screening: PhotoScreening }) {
  if (screening === 'passed') return null;
  const [color, label] =
    screening === 'checking'
      ? ['gray', <Trans key="checking">Being checked</Trans>]
      : screening === 'held'
        ? ['yellow', <Trans key="held">Waiting for our team</Trans>]
        : ['red', <Trans key="refused">Not shown to others</Trans>];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

/** 384 px sources (one of docs/spec.md's image sizes) for thumbnails up to about 190 px wide on 2x screens. */
const THUMBNAIL_WIDTH = 384;

// Only a crop opens it: its code (Mantine's Slider, the cropper) waits for that tap, not the dashboard's first visit.
const PhotoCropper = lazy(() => import('./photo-cropper').then((module) => ({ default: module.PhotoCropper })));

/**
 * The member's photos: add (shrunk to the size the API stores by shrinkPhoto, the one way a photo is sent, then checked
 * here for size, and by the API for everything), choose the primary, delete.
 */
export function PhotosPanel({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const maxMegabytes = MAX_PHOTO_BYTES / 1024 / 1024;
  const maxPhotos = MAX_PHOTOS_PER_MEMBER;
  const photoChange = usePhotoChange();
  // A photo being checked is usually decided within seconds: the list asks again until none is.
  const photos = useQuery({
    ...memberPhotosQueryOptions(http),
    refetchInterval: (query) =>
      query.state.data?.some((photo) => photo.screening === 'checking') ? CHECKING_REFRESH_MS : false,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [cropping, setCropping] = useState<PhotoJson | null>(null);
  const list = photos.data ?? [];
  // Once a photo's check ends, the top bar asks for the avatar again: a passed primary photo has its public address.
  const { setProfilepic } = useMember();
  const screenings = list.map((photo) => `${photo.id}:${photo.screening}`).join(',');
  const screeningsBefore = useRef(screenings);
  useEffect(() => {
    if (screeningsBefore.current.includes(':checking') && screeningsBefore.current !== screenings) {
      setProfilepic(String(Date.now()));
    }
    screeningsBefore.current = screenings;
  }, [screenings, setProfilepic]);

  const move = (index: number, step: -1 | 1) => {
    const ids = list.map((p) => p.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    void run('order', { kind: 'order', photoIds: ids }, t`Photo order saved.`);
  };

  const run = async (label: string, change: PhotoChange, success: string) => {
    setBusy(label);
    try {
      await photoChange.mutateAsync(change);
      showToast('success', success);
    } catch (error) {
      const problem = toApiError(error);
      showToast('error', problem.fieldErrors['photo'] ?? problem.message, t`Photo not changed`);
    } finally {
      setBusy(null);
    }
  };

  const add = async (chosen: File | null) => {
    if (!chosen) return;
    setBusy('upload');
    // Judged as it will be sent: a phone's photo over the limit usually shrinks well under it.
    const file = await shrinkPhoto(chosen);
    if (file.size > MAX_PHOTO_BYTES) {
      setBusy(null);
      showToast('error', t`This photo is larger than ${maxMegabytes} MB. Choose a smaller one.`, t`Photo not added`);
      return;
    }
    await run('upload', { kind: 'upload', file }, t`Photo added.`);
  };

  const canAdd = list.length < MAX_PHOTOS_PER_MEMBER;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-photos">
      <Group justify="space-between" mb="sm">
        <Title id="section-photos" order={2} size="h4">
          <Trans>Photos</Trans>
        </Title>
        <FileButton onChange={(file) => void add(file)} accept={[...PHOTO_MIME_TYPES, '.heic'].join(',')}>
          {(props) => (
            <Button {...props} size="xs" loading={busy === 'upload'} disabled={!canAdd || busy !== null}>
              <Trans>Add a photo</Trans>
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          JPEG, PNG, WebP or HEIC, up to {maxMegabytes} MB, at most {maxPhotos} photos. We remove location and camera
          details from every photo.
        </Trans>
      </Text>
      {list.length === 0 ? (
        <Text>
          <Trans>No photos yet. Profiles with a photo get far more interest.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {list.map((photo: PhotoJson, index) => {
            const number = index + 1;
            const label = photo.isPrimary ? t`Your photo ${number} (primary)` : t`Your photo ${number}`;
            return (
              <figure key={photo.id} style={{ margin: 0 }}>
                {photo.isPrepared ? (
                  <Image
                    src={optimisedImageUrl(runtimeConfig, photo.url, THUMBNAIL_WIDTH)}
                    alt={label}
                    radius="md"
                    h={160}
                    fit="cover"
                  />
                ) : (
                  // An upload is re-encoded in the seconds after it is sent: until then there is no picture to show.
                  <Paper
                    role="img"
                    aria-label={label}
                    withBorder
                    radius="md"
                    h={160}
                    bg="var(--mantine-color-default-hover)"
                  >
                    <Group justify="center" align="center" h="100%" p="xs">
                      {photo.screening === 'checking' && (
                        <Text size="sm" c="dimmed" ta="center">
                          <Trans>Preparing your photo…</Trans>
                        </Text>
                      )}
                    </Group>
                  </Paper>
                )}
                <figcaption>
                  {photo.screeningNote && (
                    <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
                      <ScreeningBadge screening={photo.screening} />
                      <Text size="xs">{photo.screeningNote}</Text>
                    </Group>
                  )}
                  <Group gap={6} mt={6}>
                    {photo.isPrimary ? (
                      <Badge variant="light">
                        <Trans>Primary</Trans>
                      </Badge>
                    ) : (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        disabled={busy !== null}
                        aria-label={t`Make photo ${number} primary`}
                        onClick={() =>
                          void run(
                            `primary-${photo.id}`,
                            { kind: 'primary', photoId: photo.id },
                            t`Primary photo changed.`,
                          )
                        }
                      >
                        <Trans>Make primary</Trans>
                      </Button>
                    )}
                    {photo.isPrepared && (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        disabled={busy !== null}
                        aria-label={t`Crop photo ${number}`}
                        onClick={() => setCropping(photo)}
                      >
                        <Trans>Crop</Trans>
                      </Button>
                    )}
                    {index > 1 && (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        disabled={busy !== null}
                        aria-label={t`Move photo ${number} earlier`}
                        onClick={() => move(index, -1)}
                      >
                        ←
                      </Button>
                    )}
                    {index > 0 && index < list.length - 1 && (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        disabled={busy !== null}
                        aria-label={t`Move photo ${number} later`}
                        onClick={() => move(index, 1)}
                      >
                        →
                      </Button>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      disabled={busy !== null}
                      aria-label={t`Delete photo ${number}`}
                      onClick={() =>
                        void run(`delete-${photo.id}`, { kind: 'delete', photoId: photo.id }, t`Photo deleted.`)
                      }
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                </figcaption>
              </figure>
            );
          })}
        </SimpleGrid>
      )}
      <PhotoPrivacy profile={profile} />
      <EditDialog opened={cropping !== null} onClose={() => setCropping(null)} title={t`Crop photo`} size="lg">
        {cropping && (
          <Suspense fallback={<PageLoader />}>
            <PhotoCropper
              photo={cropping}
              src={optimisedImageUrl(runtimeConfig, cropping.url, 1080)}
              isSaving={busy === 'crop'}
              onCancel={() => setCropping(null)}
              onCrop={(crop) => {
                const target = cropping;
                setCropping(null);
                void run('crop', { kind: 'crop', photoId: target.id, crop }, t`Photo cropped.`);
              }}
            />
          </Suspense>
        )}
      </EditDialog>
    </Card>
  );
}
