import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_PHOTO_SIDE_PX, type PhotoCrop, type PhotoJson } from '@matri/contracts';
import { useEditDialogClose } from '../../../components/edit-dialog';

/**
 * A square crop chosen with three sliders (size, left–right, up–down): usable with a thumb on a small phone and with
 * the keyboard. The preview dims what will be cut away.
 */
export function PhotoCropper({
  photo,
  src,
  isSaving,
  onCrop,
  onCancel,
}: {
  photo: PhotoJson;
  src: string;
  isSaving: boolean;
  onCrop: (crop: PhotoCrop) => void;
  onCancel: () => void;
}) {
  const shorter = Math.min(photo.width, photo.height);
  const minSize = Math.min(100, Math.ceil((MIN_PHOTO_SIDE_PX / shorter) * 100));
  const { t } = useLingui();
  const [size, setSize] = useState(100);
  const [horizontal, setHorizontal] = useState(50);
  const [vertical, setVertical] = useState(50);
  const cancel = useEditDialogClose(size !== 100 || horizontal !== 50 || vertical !== 50, onCancel);

  const sidePx = (shorter * size) / 100;
  const width = sidePx / photo.width;
  const height = sidePx / photo.height;
  const x = (1 - width) * (horizontal / 100);
  const y = (1 - height) * (vertical / 100);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

  return (
    <Stack>
      <div
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${photo.width} / ${photo.height}`,
          overflow: 'hidden',
          borderRadius: 8,
        }}
      >
        <img
          src={src}
          alt={t`What you keep is inside the white square`}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: percent(x),
            top: percent(y),
            width: percent(width),
            height: percent(height),
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
            outline: '2px solid white',
          }}
        />
      </div>
      <Text size="sm" aria-hidden>
        <Trans>Size</Trans>
      </Text>
      <Slider thumbLabel={t`Size`} min={minSize} max={100} value={size} onChange={setSize} label={(v) => `${v}%`} />
      <Text size="sm" aria-hidden>
        <Trans>Left – right</Trans>
      </Text>
      <Slider
        thumbLabel={t`Left – right`}
        min={0}
        max={100}
        value={horizontal}
        onChange={setHorizontal}
        disabled={width >= 0.999}
      />
      <Text size="sm" aria-hidden>
        <Trans>Up – down</Trans>
      </Text>
      <Slider
        thumbLabel={t`Up – down`}
        min={0}
        max={100}
        value={vertical}
        onChange={setVertical}
        disabled={height >= 0.999}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={isSaving} onClick={() => onCrop({ x, y, width, height })}>
          <Trans>Save crop</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
