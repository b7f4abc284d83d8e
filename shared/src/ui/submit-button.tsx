/**
 * A form's submit button. Pressing it with the mouse keeps the focus where it is until the click:
 * otherwise the field being left would blur at the press, show its error, push the button down
 * from under the pointer, and the click — released somewhere else — would be lost. The submit
 * shows every error at once instead. Keyboard use is unchanged.
 */
import type { ButtonProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Button } from './ui';

export const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();

export function SubmitButton(props: Omit<ButtonProps, 'type' | 'onMouseDown'>) {
  return <Button type="submit" onMouseDown={keepFocusOnPress} {...props} />;
}
