/**
 * The product page's 3D view: which of a product's 3D models (Shopify `Model3d` media) it shows, with which files,
 * and what it is called.
 */
import type {ImageRef, Model3dRef, Model3dSource} from './types';

/** The model the gallery's "View in 3D" shows: a GLB for the browser, a USDZ for iOS AR when there is one. */
export interface ViewableModel {
  id: string;
  alt: string;
  glb: Model3dSource;
  usdz: Model3dSource | null;
  previewImage: ImageRef | null;
}

const isGlb = (source: Model3dSource) =>
  source.format.toLowerCase() === 'glb' || source.mimeType.toLowerCase() === 'model/gltf-binary';
const isUsdz = (source: Model3dSource) =>
  source.format.toLowerCase() === 'usdz' || source.mimeType.toLowerCase() === 'model/vnd.usdz+zip';

/** The alt text of a model: its own, else the product's title as a 3D model. */
export function modelAlt(model: Pick<Model3dRef, 'alt'>, title: string): string {
  return model.alt?.trim() || `${title}, 3D model`;
}

/**
 * The first model with a GLB file (the one format every browser's viewer reads; a model Shopify is still
 * processing has none yet), with its USDZ for iOS AR if it has one; null when no model has a GLB.
 */
export function viewableModel(models: readonly Model3dRef[], title: string): ViewableModel | null {
  for (const model of models) {
    const glb = model.sources.find((source) => source.url && isGlb(source));
    if (!glb) continue;
    return {
      id: model.id,
      alt: modelAlt(model, title),
      glb,
      usdz: model.sources.find((source) => source.url && isUsdz(source)) ?? null,
      previewImage: model.previewImage,
    };
  }
  return null;
}
