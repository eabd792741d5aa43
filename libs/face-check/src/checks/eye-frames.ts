import type { ImageKind } from '../engine/face-reading';

/**
 * Whether the blink is judged on this frame's eyes: the first frame's (the member facing the camera, eyes open) and
 * the last's (the blink), as the page takes them. The turns between are read without iris, whose model is about a
 * seventh of a frame's CPU; judged on two frames of every frame's eyes, the blink and the eyes' part of `frames-moved`
 * can only be stricter than on all of them (the most closed eyes no more closed, the most open no more open).
 */
export function isEyeFrame(index: number, frameCount: number): boolean {
  return index === 0 || index === frameCount - 1;
}

/** How the models read each of a challenge's frames: the eye frames with iris, the others without. */
export function frameKinds(frameCount: number): ImageKind[] {
  return Array.from({ length: frameCount }, (_, index) => (isEyeFrame(index, frameCount) ? 'frame' : 'middle-frame'));
}
