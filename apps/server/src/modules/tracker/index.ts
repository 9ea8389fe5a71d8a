export { writePositions, type PositionInput, type PositionsWritten } from './positions.writer';
