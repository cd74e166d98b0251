export type { Slot } from "./calendar";
export {
  businessFor,
  type CallState,
  type DemoTrade,
  demoTrades,
  endCall,
  startCall,
  suggestions,
  type Turn,
  takeTurn,
} from "./engine";
export { type OwnerSummary, ownerSummary } from "./summary";
