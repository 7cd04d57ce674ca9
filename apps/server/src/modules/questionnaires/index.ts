// What other modules may use of ticket registration questionnaires (issue 19).
export {
  type CheckedRegistration,
  checkPurchaseRegistration,
  type RegistrationLine,
} from './purchase-registration';
