/** The scrolled table's cut edges: which side hides columns, and the shadow that shows it (data-table.tsx). */
import { Box } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Which edges of the scrolled table hide columns (a shadow shows each); `shown`: the table is on screen (not a phone's cards). */
export function useCutEdges(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState({ left: false, right: false });
  const edges = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setCut((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  // A cut text shows in full on hover.
  const titles = useCallback(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>('[data-truncate]') ?? []) {
      if (el.scrollWidth > el.clientWidth) el.title = el.textContent ?? '';
      else el.removeAttribute('title');
    }
  }, []);
  // Subscribed once per table shown: a scroll moves the edges; a resize may also cut other texts.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!shown || !box) return;
    const resized = () => {
      edges();
      titles();
    };
    box.addEventListener('scroll', edges, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resized);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', edges);
      observer?.disconnect();
    };
  }, [shown, edges, titles]);
  // Each render may bring other rows: their texts and the edges are measured again.
  useLayoutEffect(() => {
    edges();
    titles();
  });
  return { ref, cut };
}

export function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden="true"
      data-testid={`table-cut-${side}`}
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
