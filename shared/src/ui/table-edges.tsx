/**
 * The scrolled table's cut edges (data-table.tsx): which side hides columns, shown by a shadow at
 * that edge and a rule beside the pinned key column. The edges are written as attributes on the
 * table's frame (`data-cut-left`, `data-cut-right`) and styled from there, measured only when the
 * table or its frame changes size or scrolls — never during a render, so a new page of rows is not
 * rendered twice or laid out twice.
 */
import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

/** Styles of an element inside the frame while the frame's `side` edge is cut. */
export const whenCut = (side: 'left' | 'right', styles: Record<string, string>) => ({
  [`[data-cut-${side}] &`]: styles,
});

/** A cut text (`data-truncate`) names itself in full in a title as the pointer reaches it. */
function titleOnHover(event: PointerEvent) {
  const el = (event.target as Element | null)?.closest?.<HTMLElement>('[data-truncate]');
  if (!el) return;
  if (el.scrollWidth > el.clientWidth) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
}

/** The scroller's ref; `shown`: the table is on screen (not a phone's cards). */
export function useCutEdges(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const frame = box?.parentElement;
    if (!shown || !box || !frame) return;
    const edges = () => {
      frame.toggleAttribute('data-cut-left', box.scrollLeft > 1);
      frame.toggleAttribute('data-cut-right', box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    };
    box.addEventListener('scroll', edges, { passive: true });
    box.addEventListener('pointerover', titleOnHover);
    // Called as observing starts, and after any layout that resizes the frame or the table.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(edges);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    if (!observer) edges();
    return () => {
      box.removeEventListener('scroll', edges);
      box.removeEventListener('pointerover', titleOnHover);
      observer?.disconnect();
    };
  }, [shown]);
  return ref;
}

export function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden="true"
      data-testid={`table-cut-${side}`}
      display="none"
      css={whenCut(side, { display: 'block' })}
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: 0 }}
      w="4"
      pointerEvents="none"
      zIndex="3"
      bgGradient={side === 'right' ? 'to-l' : 'to-r'}
      gradientFrom="blackAlpha.300"
      gradientTo="transparent"
      _dark={{ gradientFrom: 'blackAlpha.700' }}
    />
  );
}
