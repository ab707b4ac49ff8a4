import {useState, type MouseEvent} from 'react';
import {useLocation} from '@remix-run/react';
import type {ImageRef} from '~/domain/types';
import type {ViewableModel} from '~/domain/model3d';
import {galleryAlt, gallerySearch} from '~/domain/gallery';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {useOnDemandComponent} from '~/ui/hooks/use-on-demand-component';

interface ProductGalleryProps {
  /** The product's title: the alt text of images without their own, and the zoom dialog's title. */
  title: string;
  /** In the order shown (galleryImages in ~/domain/gallery). */
  images: readonly ImageRef[];
  /** The image the page's URL names (`?image=`), 0-based. */
  initialIndex: number;
  /** The product's 3D model (viewableModel in ~/domain/model3d): a "View in 3D" thumbnail after the images. */
  model?: ViewableModel | null;
}

const THUMB_CLASS = 'block overflow-hidden rounded border-2';

/** A plain left click: anything else (a new tab, a download) is left to the browser. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The product page's images: the main image, a row of thumbnails (scrolls sideways when there are many) and a
 * Zoom control. Every thumbnail is a link to the page with `?image=N`, so without JavaScript it still chooses the
 * image (the loader reads it); with JavaScript a plain click switches the image in place, no navigation. Without
 * JavaScript Zoom is a link to the full-size image itself; with it, a button opening ZoomDialog (loaded on first
 * use, and asked for as soon as the pointer or focus reaches the button), whose keys are described there.
 *
 * A product with a 3D model gets one more thumbnail, badged 3D: without JavaScript a link to the model's GLB file
 * (any 3D viewer opens it); with it, a button showing ModelView in place of the main image. ModelView and the
 * viewer's script are loaded only then (the script is about 1 MB), never with the page.
 */
export function ProductGallery({title, images, initialIndex, model = null}: ProductGalleryProps) {
  const {pathname, search} = useLocation();
  const [index, setIndex] = useState(initialIndex);
  const [zooming, setZooming] = useState(false);
  const [showing3d, setShowing3d] = useState(false);
  const [ZoomDialog, loadZoom] = useOnDemandComponent(() => import('./ZoomDialog'));
  const [ModelView, loadModelView] = useOnDemandComponent(() => import('./ModelView'));
  // The shell has this hook already (WhenHydrated would be one more chunk on this page).
  const hydrated = useHydrated();
  const count = images.length;
  const image = images[index] ?? images[0] ?? null;
  const openZoom = () => {
    loadZoom();
    setZooming(true);
  };
  const open3d = () => {
    loadModelView();
    setShowing3d(true);
  };
  const zoomClass =
    'absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded bg-white/90 px-3 py-2 text-sm ' +
    'font-semibold text-brand shadow hover:bg-white';
  const zoomLabel = (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="line-icon h-5 w-5">
        <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20M10.5 8v5M8 10.5h5" />
      </svg>
      Zoom
    </>
  );

  return (
    <div data-testid="product-gallery">
      <div className="relative" data-testid="gallery-main">
        {showing3d && model && ModelView ? (
          <ModelView model={model} />
        ) : (
            <ProductImage
            image={image}
            alt={galleryAlt(image, title, index, count)}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="aspect-square w-full rounded bg-neutral-50 object-cover"
          />
        )}
        {showing3d ? null : image && hydrated ? (
          <button
            type="button"
            className={zoomClass}
            aria-label="Zoom image"
            aria-haspopup="dialog"
            onClick={openZoom}
            onPointerEnter={loadZoom}
            onFocus={loadZoom}
          >
            {zoomLabel}
          </button>
        ) : image ? (
          <a href={image.url} className={zoomClass} aria-label="Zoom image">
            {zoomLabel}
          </a>
        ) : null}
      </div>
      {count > 1 || model ? (
        <ul aria-label="Product images" className="mt-4 flex gap-2 overflow-x-auto p-1">
          {images.map((thumb, i) => (
            <li key={thumb.url} className="w-20 shrink-0">
              <a
                href={`${pathname}${gallerySearch(search, i)}`}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index && !showing3d ? 'true' : undefined}
                className={`${THUMB_CLASS} ${
                  i === index && !showing3d ? 'border-brand' : 'border-transparent hover:border-neutral-300'
                }`}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setIndex(i);
                  setShowing3d(false);
                }}
              >
                {/* The link's label names it; the picture itself adds nothing for a screen reader. */}
                <ProductImage
                  image={{...thumb, altText: null}}
                  alt=""
                  sizes="80px"
                  maxWidth={240}
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
          {model ? (
            <li className="w-20 shrink-0">
              {hydrated ? (
                <button
                  type="button"
                  aria-label="View in 3D"
                  aria-pressed={showing3d}
                  className={`${THUMB_CLASS} relative w-full ${
                    showing3d ? 'border-brand' : 'border-transparent hover:border-neutral-300'
                  }`}
                  onClick={open3d}
                  onPointerEnter={loadModelView}
                  onFocus={loadModelView}
                >
                  <ModelThumb model={model} />
                </button>
              ) : (
                <a
                  href={model.glb.url}
                  type={model.glb.mimeType}
                  aria-label="View in 3D (3D model file)"
                  className={`${THUMB_CLASS} relative border-transparent hover:border-neutral-300`}
                >
                  <ModelThumb model={model} />
                </a>
              )}
            </li>
          ) : null}
        </ul>
      ) : null}
      {ZoomDialog ? (
        <ZoomDialog
          open={zooming}
          title={title}
          images={images}
          index={index}
          onSelect={setIndex}
          onClose={() => setZooming(false)}
        />
      ) : null}
    </div>
  );
}

/** The 3D thumbnail's picture: the model's preview image, badged 3D (the control's label names it). */
function ModelThumb({model}: {model: ViewableModel}) {
  return (
    <>
      <ProductImage
        image={model.previewImage ? {...model.previewImage, altText: null} : null}
        alt=""
        sizes="80px"
        maxWidth={240}
        className="aspect-square w-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute bottom-1 right-1 rounded bg-brand px-1.5 py-0.5 text-xs font-bold leading-none text-white"
      >
        3D
      </span>
    </>
  );
}
