/** Depot identity and access: which depot a name stands for, and who may reach it. */
export {
  canAccessDepot,
  canAccessDepotId,
  depotId,
  depotLocation,
  depotPeople,
  isEmployee,
  type DepotCaller,
  type DepotPerson,
} from './depots.service';
export { lockDepot } from './depots.repository';
export { insertTank, setLowStockPct } from './tanks.repository';
