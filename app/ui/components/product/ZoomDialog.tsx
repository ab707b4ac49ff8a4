import {useEffect, useLayoutEffect, useRef, useState, type PointerEvent} from 'react';
import type {ImageRef} from '~/domain/types';
import {ownEntry} from '~/domain/own-entry';
import {galleryAlt, scrollKeepingCentre, stepImage, stepZoom, ZOOM_LEVELS} from '~/domain/gallery';
import {Modal} from '~/ui/components/common/Modal';
import {ProductImage} from '~/ui/components/common/ProductImage';

interface ZoomDialogProps {
  open: boolean;
  title: string;
  images: readonly ImageRef[];
  index: number;
  /** Shows another image (in the dialog and, once closed, on the page). */
  onSelect: (index: number) => void;
  onClose: () => void;
}

const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
/** How far one arrow key press pans, as a share of the view. */
const PAN_STEP = 0.15;
const TOOL_CLASS =
  'inline-flex h-10 min-w-10 items-center justify-center rounded border border-neutral-300 px-3 text-sm ' +
  'font-semibold hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * The product gallery's zoom (loaded by ProductGallery on first use): the image large, in a Modal (Escape, the
 * backdrop and Close shut it and focus returns to the Zoom button).
 *
 * Keys, wherever focus is in the dialog: + (or =) zooms in, - zooms out, 0 fits the image again. Arrow keys pan the
 * zoomed image; while the image fits (100%, nothing to pan) Left and Right show the previous and next image, as the
 * Previous and Next buttons do. Pointer: a mouse drags the zoomed image; touch scrolls it natively and pinches
 * (touch-action allows both), the image area being an ordinary scroll container.
 */
export default function ZoomDialog({open, title, images, index, onSelect, onClose}: ZoomDialogProps) {
  const [zoom, setZoom] = useState(1);
  const area = useRef<HTMLDivElement>(null);
  const shownZoom = useRef(1);
  const drag = useRef<{x: number; y: number; left: number; top: number} | null>(null);
  const count = images.length;
  const image = images[index] ?? null;

  const show = (next: number) => {
    setZoom(1);
    onSelect(next);
  };
  const zoomBy = (direction: 1 | -1) => setZoom((level) => stepZoom(level, direction));

  // The point in the middle of the view stays there as the image grows or shrinks.
  useLayoutEffect(() => {
    const node = area.current;
    const from = shownZoom.current;
    shownZoom.current = zoom;
    if (!node || from === zoom) return;
    node.scrollLeft = scrollKeepingCentre(node.scrollLeft, node.clientWidth, from, zoom, node.clientWidth);
    node.scrollTop = scrollKeepingCentre(node.scrollTop, node.clientHeight, from, zoom, node.clientHeight);
  }, [zoom]);

  // On the document, so the keys work whichever of the dialog's controls has focus.
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const node = area.current;
    const pan = (x: number, y: number) =>
      node?.scrollBy({left: x * node.clientWidth * PAN_STEP, top: y * node.clientHeight * PAN_STEP});
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoom(1),
      ArrowLeft: () => (zoom > 1 ? pan(-1, 0) : count > 1 && show(stepImage(index, -1, count))),
      ArrowRight: () => (zoom > 1 ? pan(1, 0) : count > 1 && show(stepImage(index, 1, count))),
      ArrowUp: () => zoom > 1 && pan(0, -1),
      ArrowDown: () => zoom > 1 && pan(0, 1),
    };
    const action = ownEntry(actions, event.key);
    if (!action) return;
    event.preventDefault();
    action();
  };
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);

  // Closed, the next opening starts with the image fitted.
  useEffect(() => {
    if (!open) setZoom(1);
  }, [open]);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const node = area.current;
    if (event.pointerType !== 'mouse' || zoom === 1 || !node) return;
    drag.current = {x: event.clientX, y: event.clientY, left: node.scrollLeft, top: node.scrollTop};
    node.setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    const node = area.current;
    if (!from || !node) return;
    node.scrollLeft = from.left - (event.clientX - from.x);
    node.scrollTop = from.top - (event.clientY - from.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const percent = `${Math.round(zoom * 100)}%`;
  return (
    <Modal open={open} title={title} onClose={onClose} testId="zoom-dialog" wide>
      <div className="flex flex-wrap items-center gap-2">
        {count > 1 ? (
          <button type="button" className={TOOL_CLASS} onClick={() => show(stepImage(index, -1, count))}>
            Previous<span className="sr-only"> image</span>
          </button>
        ) : null}
        {count > 1 ? (
          <button type="button" className={TOOL_CLASS} onClick={() => show(stepImage(index, 1, count))}>
            Next<span className="sr-only"> image</span>
          </button>
        ) : null}
        <p className="text-sm text-neutral-700">
          Image {index + 1} of {count}
        </p>
        <div className="ml-auto flex items-center gap-2">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus out of the dialog. */}
          <button
            type="button"
            className={TOOL_CLASS}
            aria-label="Zoom out"
            aria-disabled={zoom === 1}
            onClick={() => zoomBy(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="w-12 text-center text-sm tabular-nums" aria-live="polite" data-testid="zoom-level">
            {percent}
          </output>
          <button
            type="button"
            className={TOOL_CLASS}
            aria-label="Zoom in"
            aria-disabled={zoom === MAX_ZOOM}
            onClick={() => zoomBy(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
      <div
        ref={area}
        // Focusable, so a keyboard can scroll it too, and named: a scrollable region must be both (axe).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is operable
        tabIndex={0}
        role="region"
        aria-label={`Zoomed image, ${percent}`}
        className={`mt-3 h-[65vh] overflow-auto rounded bg-neutral-50 ${zoom > 1 ? 'cursor-grab' : ''}`}
        style={{touchAction: 'pan-x pan-y pinch-zoom'}}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div style={{width: `${zoom * 100}%`, height: `${zoom * 100}%`}}>
          <ProductImage
            image={image}
            alt={galleryAlt(image, title, index, count)}
            eager
            maxWidth={2880}
            sizes={`${Math.round(zoom * 100)}vw`}
            className="pointer-events-none h-full w-full select-none object-contain"
          />
        </div>
      </div>
      <p className="mt-2 text-xs text-neutral-600">
        Keys: + and - zoom, 0 fits, arrows move the zoomed image (or, fitted, show the previous and next image).
      </p>
    </Modal>
  );
}
