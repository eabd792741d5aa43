import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { toApiError } from '@matri/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { findContactDetails, MESSAGE_MAX_LENGTH } from '@matri/contracts';
import { useSendMessage } from './api/use-send-message';

const ContactShareDialog = lazy(() =>
  import('./contact-share-dialog').then((m) => ({ default: m.ContactShareDialog })),
);

/**
 * A device with a mouse or trackpad, so most likely a keyboard: a phone or tablet has a coarse pointer and no hover.
 * Where the browser cannot say (tests), a keyboard is assumed.
 */
const KEYBOARD_DEVICE = '(hover: hover) and (pointer: fine)';

function useHasKeyboard(): boolean {
  return useMediaQuery(
    KEYBOARD_DEVICE,
    typeof window.matchMedia === 'function' ? window.matchMedia(KEYBOARD_DEVICE).matches : true,
  );
}

/**
 * The send box: with a keyboard, Enter sends and Shift+Enter starts a new line (and the box says so); on a phone,
 * whose keyboard has no Shift+Enter, Enter starts a new line and the Send button sends. Before the member's own contact details reach the other
 * member, a text holding a number, an e-mail, a UPI id, an account, a card or a link asks first; the text goes as
 * typed once they say so.
 */
export function SendBox({ profileId, isMyContactShared }: { profileId: string; isMyContactShared: boolean }) {
  const { t } = useLingui();
  const send = useSendMessage(profileId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isAsking, setAsking] = useState(false);
  const hasKeyboard = useHasKeyboard();

  const submit = async (confirmedContactShare: boolean) => {
    if (!text.trim()) {
      setError(t`Write a message`);
      return;
    }
    if (!confirmedContactShare && !isMyContactShared && findContactDetails(text).length > 0) {
      setAsking(true);
      return;
    }
    // The box empties at once, so the next message can be typed while this one goes (sends go one after another).
    const sending = text;
    setText('');
    setAsking(false);
    setError(null);
    try {
      await send.mutateAsync({ text: sending, ...(confirmedContactShare ? { confirmedContactShare } : {}) });
    } catch (caught) {
      // Nothing typed is lost: the text comes back unless a new one was started meanwhile.
      setText((current) => current || sending);
      const failure = toApiError(caught);
      // The API knows best whether my details already reach them: it may ask even when this page did not.
      if (failure.fieldErrors['confirmedContactShare']) setAsking(true);
      else setError(failure.fieldErrors['text'] ?? failure.message);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (hasKeyboard && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(false);
    }
  };
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label={t`Message`}
          description={hasKeyboard ? t`Enter sends, Shift+Enter starts a new line` : undefined}
          placeholder={t`Write a message…`}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void submit(false)}>
          <Trans>Send</Trans>
        </Button>
      </Group>
      {isAsking && (
        <Suspense>
          <ContactShareDialog onEdit={() => setAsking(false)} onSend={() => void submit(true)} />
        </Suspense>
      )}
    </>
  );
}
