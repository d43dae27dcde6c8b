// How symbols read on screen: the protocol's pair labels (protocol/pair-labels.ts), which the
// embedded exchange's messages use too.
export * from '../protocol/pair-labels';
