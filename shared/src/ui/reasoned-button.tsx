/**
 * A button that may be unavailable for a reason the operator should learn (Sync on a channel with
 * no feed URL, Delete on a group an institution links): while `reason` is set it stays in the tab
 * order as `aria-disabled` (a `disabled` button cannot be focused, so its reason could not be
 * reached by keyboard), does nothing when pressed, and says why in text beside it that is also
 * its accessible description. Every action that is unavailable for a reason uses it — never a
 * `disabled` button with the reason in a hover-only `title`.
 */
import { useId } from 'react';
import { Button, Stack, Text, type ButtonProps } from './ui';

export function ReasonedButton({
  reason,
  onClick,
  children,
  ...rest
}: Omit<ButtonProps, 'onClick'> & { reason?: string | null | undefined; onClick(): void }) {
  const id = useId();
  const unavailable = !!reason;
  return (
    <Stack gap="1" align="flex-start">
      <Button
        {...rest}
        aria-disabled={unavailable || undefined}
        aria-describedby={unavailable ? id : undefined}
        // Unavailable reads as a plain dashed outline, not a faded one: faded text fails contrast.
        variant={unavailable ? 'outline' : rest.variant}
        colorPalette={unavailable ? 'gray' : rest.colorPalette}
        borderStyle={unavailable ? 'dashed' : undefined}
        cursor={unavailable ? 'not-allowed' : undefined}
        onClick={unavailable ? undefined : onClick}
      >
        {children}
      </Button>
      {unavailable && (
        <Text id={id} fontSize="xs" color="fg.muted" maxW="64">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
