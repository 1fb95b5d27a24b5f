// Page preloader entry for the root package. The preloader renders nothing visible, so it has
// no styled skin: the root exports the headless parts as they are.
export * from './headless'
