// The little of three.js (installed as @google/model-viewer's peer, without types) that the stand-in's 3D model
// test uses: its glTF loader, the one model-viewer loads models with.
declare module 'three' {
  export interface BufferAttribute {
    count: number;
    getX(index: number): number;
    getY(index: number): number;
    getZ(index: number): number;
  }
  export interface Box3 {
    min: {y: number; toArray(): number[]};
    max: {y: number; toArray(): number[]};
  }
  export interface BufferGeometry {
    index: BufferAttribute | null;
    boundingBox: Box3 | null;
    computeBoundingBox(): void;
    getAttribute(name: string): BufferAttribute;
  }
  export interface Object3D {
    traverse(visit: (node: Object3D) => void): void;
  }
  export interface Mesh extends Object3D {
    isMesh: true;
    geometry: BufferGeometry;
  }
}

declare module 'three/examples/jsm/loaders/GLTFLoader.js' {
  import type {Object3D} from 'three';
  export class GLTFLoader {
    parseAsync(data: ArrayBuffer, path: string): Promise<{scene: Object3D}>;
  }
}
