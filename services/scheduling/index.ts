export {
  type ScheduleOption,
  type TimeOfDay,
  SCHEDULING_ZONE,
  TIME_OF_DAY_WINDOWS,
  dateOptions,
  timeOfDayOptions,
  timeSlotOptions,
  parseSlotValue,
  describeSlot,
} from './pickers.ts'
