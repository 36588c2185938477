export {
  overlayZIndex,
  whenOverlayHistorySettled,
  type DismissReason,
  type OverlayKind,
} from './overlayStack'
export {
  useOverlayLayer,
  type OverlayLayerOptions,
  type OverlayLayerState,
} from './useOverlayLayer'
