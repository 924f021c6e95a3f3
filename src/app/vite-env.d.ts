/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** This build's id, set by the build-manifest Vite plugin (`dev` outside a build). */
  readonly VITE_BUILD_ID?: string
}
