export {
  type ScheduleOption,
  type TimeOfDay,
  SCHEDULING_ZONE,
  TIME_OF_DAY_WINDOWS,
  dateOptions,
  withWeekday,
  timeOfDayOptions,
  timeSlotOptions,
  parseSlotValue,
} from './pickers.ts'
export {
  SCHEDULING_FORM_ID,
  type SchedulingRequestInput,
  schedulingLeadRequest,
  submitSchedulingRequest,
} from './submitSchedulingRequest.ts'
export {
  type CompleteSchedule,
  type PostedSchedule,
  SCHEDULE_FIELDS,
  isTimeOfDay,
  postedScheduleOf,
  offeredSchedule,
} from './postedSchedule.ts'
