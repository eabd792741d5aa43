import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationStatusJson } from '@matri/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { FaceSight } from './face-watcher';
import { CameraUnavailable } from './open-front-camera';
import { SelfieSection } from './selfie-section';

const post = jest.fn();
jest.mock('../../../config/app-config', () => ({
  http: { get: jest.fn(), post: (...args: unknown[]) => post(...args) },
}));
// jsdom has no camera, no models and draws nothing: the camera, human's looks and the frames are stood in for.
const openCamera = jest.fn();
jest.mock('./open-front-camera', () => ({
  ...jest.requireActual('./open-front-camera'),
  openFrontCamera: () => openCamera(),
}));
// The camera's pictures are numbered, and the camera moves on by one while the models look at one (a slow device):
// a frame is the JPEG of the picture it names.
let cameraShows = 0;
const sights: FaceSight[] = [];
const looked: number[] = [];
/** The page's clock (Date.now), moved on by each look: a phone whose models take msALook a look. */
let clock = 0;
let msALook = 0;
type Picture = { shows: number };
jest.mock('./face-watcher', () => ({
  loadFaceWatcher: async () => ({
    look: async (picture: Picture) => {
      looked.push(picture.shows);
      cameraShows += 1;
      clock += msALook;
      return sights.shift() ?? { faces: 0 };
    },
  }),
}));
jest.mock('./capture-frame', () => ({
  snapPicture: (): Picture => ({ shows: cameraShows }),
  encodeFrame: async (picture: Picture) => new Blob([`picture ${picture.shows}`], { type: 'image/jpeg' }),
}));

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const status: VerificationStatusJson = {
  mobile: { isVerified: true },
  email: { isVerified: true },
  id: {
    isAvailable: true,
    status: 'verified',
    method: 'secure-qr',
    verifiedAt: '2026-11-20T10:00:00.000Z',
    submittedAt: '2026-11-20T10:00:00.000Z',
    reason: null,
    message: null,
  },
  attempts: { max: 5, left: 5, retryAt: null },
  photo: {
    status: 'not-started',
    verifiedAt: null,
    hasPrimaryPhoto: true,
    reason: null,
    message: null,
    attempts: { max: 5, left: 5, retryAt: null },
  },
  next: 'nothing',
};

/** A camera whose six pictures the model sees as: facing, a little turned, turned, still turned, the other way, a blink. */
function cameraSeesTheWholeChallenge() {
  openCamera.mockResolvedValue({ getTracks: () => [] });
  sights.push(
    { faces: 1, yaw: 0.02, isBlinking: false },
    { faces: 1, yaw: 0.1, isBlinking: false },
    { faces: 1, yaw: 0.4, isBlinking: false },
    { faces: 1, yaw: 0.35, isBlinking: false },
    { faces: 1, yaw: -0.38, isBlinking: false },
    { faces: 1, yaw: 0, isBlinking: true },
  );
}

/** The member starts the camera with no Secure QR in this visit, and the server answers "verified". */
async function takeSelfieToAVerifiedAnswer() {
  post.mockResolvedValue({
    status: 'verified',
    reason: null,
    message: 'Your photo is verified.',
    idPhoto: 'skipped',
  });
  renderWithProviders(<SelfieSection status={status} qrText={null} />, { route: '/verification' });
  await userEvent.click(screen.getByRole('button', { name: 'Start the camera' }));
  await screen.findByRole('status', { name: 'Your photo check' });
}

describe('SelfieSection', () => {
  beforeAll(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  beforeEach(() => {
    post.mockReset();
    openCamera.mockReset();
    sights.length = 0;
    looked.length = 0;
    cameraShows = 0;
    msALook = 0;
  });

  it('walks the member through the challenge and sends a frame of each step with the verified Secure QR', async () => {
    cameraSeesTheWholeChallenge();
    post.mockResolvedValue({
      status: 'verified',
      reason: null,
      message: 'Your photo is verified.',
      idPhoto: 'checked',
      verifiedAt: '2026-11-26T10:00:00.000Z',
    });
    renderWithProviders(<SelfieSection status={status} qrText="123456" />, { route: '/verification' });
    expect(screen.getByText('5 of 5 selfie checks left today.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByRole('status', { name: 'Your photo check' })).toHaveTextContent(
      'Your photo is verified.',
    );
    const [url, body] = post.mock.calls[0];
    expect(url).toBe('/api/users/me/verification/selfie');
    expect((body as FormData).getAll('frame')).toHaveLength(4);
    expect((body as FormData).get('qrText')).toBe('123456');
  });

  it('sends for each step the very picture the browser saw complete it, not the camera’s picture after the look', async () => {
    cameraSeesTheWholeChallenge();
    await takeSelfieToAVerifiedAnswer();

    expect(looked).toEqual([0, 1, 2, 3, 4, 5]);
    const frames = (post.mock.calls[0][1] as FormData).getAll('frame') as Blob[];
    // Looks 0 (facing), 2 (the first turn), 4 (the other way) and 5 (the blink) completed the steps.
    expect(await Promise.all(frames.map(textOf))).toEqual(['picture 0', 'picture 2', 'picture 4', 'picture 5']);
  });

  it('on a phone slow enough that a step outlasts its 6 s, still looks five times before taking it as it stands', async () => {
    openCamera.mockResolvedValue({ getTracks: () => [] });
    const turned: FaceSight = { faces: 1, yaw: 0.4, isBlinking: false };
    sights.push(
      { faces: 1, yaw: 0, isBlinking: false },
      turned,
      turned,
      turned,
      turned,
      { faces: 1, yaw: -0.38, isBlinking: false },
      { faces: 1, yaw: 0, isBlinking: true },
    );
    msALook = 3000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    await takeSelfieToAVerifiedAnswer();
    jest.mocked(Date.now).mockRestore();

    // The turn the other way came at the right step's fourth look, 12 s in: that picture is sent, not the third's.
    const frames = (post.mock.calls[0][1] as FormData).getAll('frame') as Blob[];
    expect(await Promise.all(frames.map(textOf))).toEqual(['picture 0', 'picture 1', 'picture 5', 'picture 6']);
  });

  it('says clearly when the camera is refused', async () => {
    openCamera.mockRejectedValue(new CameraUnavailable('refused'));
    renderWithProviders(<SelfieSection status={status} qrText={null} />, { route: '/verification' });
    await userEvent.click(screen.getByRole('button', { name: 'Start the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The camera was refused. Allow this site/);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a member without a primary photo to add one first, and offers no camera', () => {
    renderWithProviders(
      <SelfieSection status={{ ...status, photo: { ...status.photo, hasPrimaryPhoto: false } }} qrText={null} />,
      { route: '/verification' },
    );
    expect(screen.getByText(/Add a clear photo of yourself as your primary photo first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the camera' })).not.toBeInTheDocument();
  });
});
