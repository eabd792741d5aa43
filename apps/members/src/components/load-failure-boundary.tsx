import '@mantine/core/styles/Button.css';
import { Box, Button, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** Drawn with what the shell already loads (Mantine's Alert would add its code and styles to every first visit). */
function LoadFailure() {
  return (
    <Box
      role="alert"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-red-outline)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text fw={700}>
        <Trans>Could not load</Trans>
      </Text>
      <Text size="sm">
        <Trans>This part of the page did not come through. Check your connection, then reload the page.</Trans>
      </Text>
      <Button size="xs" variant="light" color="red" mt="xs" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </Box>
  );
}

interface Props {
  children: ReactNode;
  /** A new value (the page's path) clears a failure shown before: the member has moved on. */
  resetKey?: unknown;
}

interface State {
  hasFailed: boolean;
  /** The resetKey the failure came under. */
  failedAt: unknown;
}

/**
 * Keeps a part that failed to render to itself, above all code that did not come (a page's or a dialog's chunk lost
 * on a slow network): without a boundary React unmounts the whole member area and leaves the member a blank page. It
 * offers a reload, not a render again: the browser keeps a module whose request failed as failed (chromium asks for
 * it no more until the page loads again), so React's `lazy` could only fail again.
 */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.hasFailed) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { hasFailed: false, failedAt: props.resetKey };
  }

  override render() {
    return this.state.hasFailed ? <LoadFailure /> : this.props.children;
  }
}
