// At and above this width the workspace is the dockable layout, below it the narrow screens' grid
// (grid-arrangement.ts): a file of its own, so the workspace's first load does not carry the grid's
// arithmetic.
export const DOCK_MIN_WIDTH = 960;
