import {describe, expect, it} from 'vitest';
import {modelAlt, viewableModel} from './model3d';
import type {Model3dRef, Model3dSource} from './types';

const source = (format: string, mimeType: string): Model3dSource => ({
  url: `https://cdn.shopify.com/3d/models/o/abc/table.${format}`,
  mimeType,
  format,
  filesize: 1000,
});
const GLB = source('glb', 'model/gltf-binary');
const USDZ = source('usdz', 'model/vnd.usdz+zip');
const preview = {url: 'https://cdn.shopify.com/s/files/table.jpg', altText: null, width: 1200, height: 900};
const model = (id: string, sources: Model3dSource[], alt: string | null = 'Oak bedside table in 3D'): Model3dRef => ({
  id: `gid://shopify/Model3d/${id}`,
  alt,
  previewImage: preview,
  sources,
});

describe('viewableModel', () => {
  it('shows the first model with a GLB, with its USDZ for iOS AR whatever the order of its files', () => {
    expect(viewableModel([model('1', [USDZ, GLB])], 'Oslo Bedside Table')).toEqual({
      id: 'gid://shopify/Model3d/1',
      alt: 'Oak bedside table in 3D',
      glb: GLB,
      usdz: USDZ,
      previewImage: preview,
    });
  });

  it('skips a model with no GLB yet (still processing, or USDZ only) for the next one', () => {
    const chosen = viewableModel([model('1', []), model('2', [USDZ]), model('3', [GLB])], 'Table');
    expect(chosen?.id).toBe('gid://shopify/Model3d/3');
    expect(chosen?.usdz).toBeNull();
  });

  it('knows a GLB by its MIME type when the format says otherwise, and ignores files without a URL', () => {
    const byMime = {...GLB, format: 'GLB-DRACO'};
    expect(viewableModel([model('1', [{...GLB, url: ''}, byMime])], 'Table')?.glb).toBe(byMime);
  });

  it('has none for a product without models, or with only a glTF + bin the viewer would need two files for', () => {
    expect(viewableModel([], 'Table')).toBeNull();
    expect(viewableModel([model('1', [source('gltf', 'model/gltf+json')])], 'Table')).toBeNull();
  });
});

describe('modelAlt', () => {
  it("is the model's own alt text, else the product's title as a 3D model", () => {
    expect(modelAlt({alt: 'Oak table'}, 'Oslo')).toBe('Oak table');
    expect(modelAlt({alt: null}, 'Oslo Bedside Table')).toBe('Oslo Bedside Table, 3D model');
    expect(modelAlt({alt: '  '}, 'Oslo')).toBe('Oslo, 3D model');
  });
});
