import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toApiError } from '@matri/api-client';
import { paths, selfieModelsPath, type SelfieCheckOutcome, type VerificationStatusJson } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@matri/ui';
import { useVerifySelfie } from '../api/use-verify-selfie';
import { encodeFrame, snapPicture } from './capture-frame';
import { challengeSteps, isStepDone, type ChallengeStep } from './challenge-steps';
import { loadFaceWatcher, type FaceSight } from './face-watcher';
import { CameraUnavailable, openFrontCamera, type CameraProblem } from './open-front-camera';

const outcomeColour = { verified: 'teal', held: 'yellow', refused: 'red' } as const;
/** After this long on one step the page says what it is waiting for. */
const HINT_AFTER_MS = 4000;
/**
 * A step not seen by then, and in as many looks, is taken as it stands: the browser's models only guide (a dim room, a
 * slow phone), and the server's check, which decides, fails a turn or a blink it does not see either. The looks count
 * because a cheap phone's models take a second or more a look: 6 s alone gave it two or three chances to catch a turn
 * the member was making, and a step it missed sent the server a frame of the wrong pose.
 */
const STEP_TIMEOUT_MS = 6000;
const MIN_LOOKS_A_STEP = 5;

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'challenge'; step: ChallengeStep; sight: FaceSight | null; isSlow: boolean }
  | { kind: 'sending' }
  | { kind: 'camera-problem'; problem: CameraProblem };

function useStepText() {
  const { t } = useLingui();
  return (step: ChallengeStep) =>
    ({
      look: t`Look straight at the camera.`,
      left: t`Slowly turn your head to the left.`,
      right: t`Now turn your head to the right.`,
      blink: t`Look at the camera and blink.`,
    })[step];
}

function useCameraProblemText() {
  const { t } = useLingui();
  return (problem: CameraProblem) =>
    ({
      refused: t`The camera was refused. Allow this site to use the camera in your browser’s settings, then start again.`,
      missing: t`No camera was found on this device. Use a phone or a computer with a front camera.`,
      busy: t`The camera could not be started: another app may be using it. Close it and start again.`,
      unsupported: t`This browser cannot use a camera here. Open this page in Chrome, Firefox or Safari.`,
    })[problem];
}

/**
 * The live selfie: the front camera, a short challenge (face the camera, turn left, turn right, blink) seen in the
 * browser by @vladmandic/human (loaded only when the member starts), the picture that completed each step, then the
 * server's own check of those frames against the profile photos and, when this visit verified the ID with a Secure QR,
 * its photo. The browser's part only guides the member: the server decides.
 */
export function SelfieSection({ status, qrText }: { status: VerificationStatusJson; qrText: string | null }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const stepText = useStepText();
  const cameraProblemText = useCameraProblemText();
  const verify = useVerifySelfie();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const running = useRef(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<SelfieCheckOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = status.photo;

  const stopCamera = () => {
    running.current = false;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stopCamera, []);

  const start = async () => {
    setProblem(null);
    setOutcome(null);
    setPhase({ kind: 'starting' });
    try {
      stream.current = await openFrontCamera();
    } catch (error) {
      setPhase({ kind: 'camera-problem', problem: error instanceof CameraUnavailable ? error.problem : 'busy' });
      return;
    }
    const element = video.current;
    if (!element) return stopCamera();
    element.srcObject = stream.current;
    try {
      const [watcher] = await Promise.all([loadFaceWatcher(selfieModelsPath), element.play()]);
      running.current = true;
      const frames: Blob[] = [];
      let firstTurn: number | null = null;
      for (const step of challengeSteps) {
        const startedAt = Date.now();
        setPhase({ kind: 'challenge', step, sight: null, isSlow: false });
        for (let looks = 1; ; looks += 1) {
          if (!running.current) return;
          const picture = snapPicture(element);
          const sight = await watcher.look(picture);
          const isTimedOut = Date.now() - startedAt > STEP_TIMEOUT_MS && looks >= MIN_LOOKS_A_STEP;
          if (isStepDone(step, sight, firstTurn) || isTimedOut) {
            if (step === 'left' && sight.faces === 1 && sight.yaw !== 0) firstTurn = sight.yaw;
            // The picture the models judged, so the server checks what the browser saw, however slow the device.
            frames.push(await encodeFrame(picture));
            break;
          }
          setPhase({ kind: 'challenge', step, sight, isSlow: Date.now() - startedAt > HINT_AFTER_MS });
        }
      }
      stopCamera();
      setPhase({ kind: 'sending' });
      setOutcome(await verify.mutateAsync({ frames, qrText }));
      setPhase({ kind: 'idle' });
    } catch (error) {
      stopCamera();
      setProblem(toApiError(error).message);
      setPhase({ kind: 'idle' });
    }
  };

  const cancel = () => {
    stopCamera();
    setPhase({ kind: 'idle' });
  };

  const shown =
    outcome ??
    (photo.message && photo.status !== 'not-started' ? { status: photo.status, message: photo.message } : null);
  const isCameraOn = phase.kind === 'starting' || phase.kind === 'challenge';
  const canStart =
    photo.hasPrimaryPhoto &&
    photo.status !== 'verified' &&
    photo.status !== 'held' &&
    photo.attempts.left > 0 &&
    (outcome === null || outcome.status === 'refused');
  const sight = phase.kind === 'challenge' ? phase.sight : null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="verify-photo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="verify-photo-title">
          <Trans>Verify your photo</Trans>
        </Title>
        {photo.status === 'verified' && photo.verifiedAt ? (
          <Text>{t`Your photo was verified on ${new Date(photo.verifiedAt).toLocaleDateString(locale)}.`}</Text>
        ) : (
          <Text>
            <Trans>
              A short live selfie shows that your primary photo is of you: face the camera, turn your head left and
              right, and blink. We compare it with your profile photos and, if you verified your ID with its QR code
              just now, with the photo on your ID. We keep only the outcome and the scores, never the selfie: if our
              team must look at it, it is deleted once they decide.
            </Trans>
          </Text>
        )}
        {shown && (
          <Alert color={outcomeColour[shown.status]} role="status" aria-label={t`Your photo check`}>
            {shown.message}
          </Alert>
        )}
        {!photo.hasPrimaryPhoto && (
          <Alert color="yellow">
            <Trans>
              Add a clear photo of yourself as your primary photo first: your selfie is compared with it.{' '}
              <Anchor component={Link} to={paths.dashboard.path} c="inherit" underline="always">
                Add a photo
              </Anchor>
            </Trans>
          </Alert>
        )}
        {phase.kind === 'camera-problem' && (
          <Alert color="red" role="alert">
            {cameraProblemText(phase.problem)}
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Box
          hidden={!isCameraOn}
          style={{ width: 240, height: 240, borderRadius: '50%', overflow: 'hidden', alignSelf: 'center' }}
        >
          <video
            ref={video}
            aria-label={t`Your camera`}
            muted
            playsInline
            style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
          />
        </Box>
        {phase.kind === 'starting' && <Text role="status">{t`Starting the camera…`}</Text>}
        {phase.kind === 'challenge' && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text fw={600} size="lg">
              {stepText(phase.step)}
            </Text>
            <Text size="sm" c="dimmed">
              {t`Step ${challengeSteps.indexOf(phase.step) + 1} of ${challengeSteps.length}`}
            </Text>
            {sight?.faces === 0 && phase.isSlow && (
              <Text size="sm">{t`We cannot see your face: face a light and keep your face inside the circle.`}</Text>
            )}
            {sight?.faces === 2 && <Text size="sm">{t`Only you should be in the picture.`}</Text>}
          </Stack>
        )}
        {phase.kind === 'sending' && <Text role="status">{t`Checking your selfie…`}</Text>}
        {photo.status !== 'verified' && photo.attempts.left === 0 && photo.attempts.retryAt && (
          <Text>
            {t`You have used today’s selfie checks. Try again after ${new Date(photo.attempts.retryAt).toLocaleString(locale)}.`}
          </Text>
        )}
        {canStart && !isCameraOn && (
          <Text size="sm" c="dimmed">
            {t`${photo.attempts.left} of ${photo.attempts.max} selfie checks left today.`}
          </Text>
        )}
        <Group gap="xs">
          {canStart && !isCameraOn && (
            <Button onClick={() => void start()} loading={phase.kind === 'sending'}>
              {outcome?.status === 'refused' || photo.status === 'refused'
                ? t`Take the selfie again`
                : t`Start the camera`}
            </Button>
          )}
          {isCameraOn && (
            <Button variant="default" onClick={cancel}>
              <Trans>Stop</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
