import { createContext, useContext } from 'react';

/** A purchase the buy form finished inside an embed (issue 22): what the host page is told. */
export interface CompletedPurchase {
  eventId: string;
  /** The order's variable symbol (its number on the tickets and in the mail). */
  orderNumber: string;
  /** OK = paid (or free), RESERVED = reserved to pay at the venue. */
  result: 'OK' | 'RESERVED';
  tickets: number;
  total: number;
  currency: string;
}

/**
 * Where the buy form runs when it is not the event page: an embed on another site. There, payment pages
 * open in a new window (banks refuse to be framed, and our own sandbox bank is framed only by us), the
 * embed learns the outcome from the server, and a finished purchase is handed to the host instead of
 * navigating to the result page.
 */
export interface PurchaseHost {
  onCompleted: (purchase: CompletedPurchase) => void;
}

export const PurchaseHostContext = createContext<PurchaseHost | null>(null);

/** The embed's host, or null on our own pages. */
export const usePurchaseHost = (): PurchaseHost | null => useContext(PurchaseHostContext);
