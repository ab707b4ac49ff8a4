import {useState} from 'react';
import {ModelViewer} from '@shopify/hydrogen';
// Self-hosted: Vite copies model-viewer's self-contained build (three.js inside, about 1 MB) into the build's assets,
// so the viewer comes from this site (CSP 'self', works offline), never from unpkg as Hydrogen's default would.
import modelViewerScript from '@google/model-viewer/dist/model-viewer.min.js?url';
import type {ViewableModel} from '~/domain/model3d';
import {ProductImage} from '~/ui/components/common/ProductImage';

interface ModelViewProps {
  model: ViewableModel;
}

/**
 * The product gallery's 3D view (loaded by ProductGallery when the shopper asks for it): Hydrogen's ModelViewer,
 * which loads the `<model-viewer>` script now, then the model's GLB. Drag, the arrow keys (once focused) and the
 * wheel turn and zoom it; on a phone that can, "View in your space" places it in the room (WebXR or Scene Viewer
 * on Android, Quick Look with the USDZ on iOS). Until the model has arrived its preview image shows, with a
 * message saying what is happening.
 */
export default function ModelView({model}: ModelViewProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className="relative aspect-square w-full overflow-hidden rounded bg-neutral-50" data-testid="model-view">
      {/* Until the viewer shows its own poster (its script loaded), the same picture; it would show through after. */}
      {state === 'loading' ? (
        <ProductImage
          image={model.previewImage}
          alt=""
          eager
          sizes="(min-width: 768px) 50vw, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <ModelViewer
        data={{id: model.id, alt: model.alt, previewImage: model.previewImage, sources: [model.glb]}}
        scriptSrc={modelViewerScript}
        className="relative block h-full w-full"
        // Loaded at once: the shopper asked for it.
        loading="eager"
        reveal="auto"
        ar
        arModes="webxr scene-viewer quick-look"
        iosSrc={model.usdz?.url}
        shadowIntensity={1}
        interactionPrompt="none"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
      <p
        className={`absolute inset-x-0 bottom-0 bg-white/90 px-3 py-2 text-sm text-neutral-800 ${
          state === 'loaded' ? 'sr-only' : ''
        }`}
        role="status"
        data-testid="model-status"
        data-state={state}
      >
        {state === 'loading' ? 'Loading the 3D view…' : null}
        {state === 'loaded' ? '3D view ready: drag or use the arrow keys to turn it.' : null}
        {state === 'failed' ? (
          <>
            The 3D view could not load.{' '}
            <a href={model.glb.url} className="underline">
              Download the 3D model
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
