import type { Device, DeviceSnapshot, Scan } from '@marquee/contract';
import type { DoorEffect } from './door-index';

/** What pairing left on the device (the token is the device's only credential). */
export interface StoredPairing {
  DeviceToken: string;
  Device: Device;
  EventId: string;
}

export interface StoredSnapshot {
  snapshot: DeviceSnapshot;
  /** Device time (ms) the request for it was sent: scans the server had acknowledged before are in it. */
  requestedAt: number;
}

/** A scan the server does not know yet (offline), or a pass it knows but the stored snapshot may not. */
export interface StoredScan {
  scan: Scan;
  /** The server has it. Until then it is in the queue. */
  sent: boolean;
  /** Device time (ms) the server acknowledged it. */
  sentAt: number | null;
  /** The pass it made on this device, applied again over a snapshot older than the acknowledgement. */
  effect: DoorEffect | null;
}

/** An offline welcome the server could not keep: another door had let the ticket in first. */
export interface StoredConflict {
  ScanId: string;
  TicketCode: string | null;
  GateName: string | null;
  Since: string | null;
}

export interface DoorStorage {
  getPairing(): Promise<StoredPairing | undefined>;
  setPairing(pairing: StoredPairing): Promise<void>;
  getSnapshot(): Promise<StoredSnapshot | undefined>;
  setSnapshot(snapshot: StoredSnapshot): Promise<void>;
  getScans(): Promise<StoredScan[]>;
  putScans(scans: readonly StoredScan[]): Promise<void>;
  deleteScans(scanIds: readonly string[]): Promise<void>;
  getConflicts(): Promise<StoredConflict[]>;
  setConflicts(conflicts: readonly StoredConflict[]): Promise<void>;
  /** Forget the device: pairing, snapshot, queue and conflicts. */
  clear(): Promise<void>;
}

const KEYS = { pairing: 'pairing', snapshot: 'snapshot', conflicts: 'conflicts' } as const;

/** Storage in memory: tests, and browsers where IndexedDB cannot be opened (the door still works until a reload). */
export function memoryDoorStorage(): DoorStorage {
  const kv = new Map<string, unknown>();
  const scans = new Map<string, StoredScan>();
  const clone = <T>(value: T): T => structuredClone(value);
  return {
    getPairing: async () => clone(kv.get(KEYS.pairing) as StoredPairing | undefined),
    setPairing: async (pairing) => void kv.set(KEYS.pairing, clone(pairing)),
    getSnapshot: async () => clone(kv.get(KEYS.snapshot) as StoredSnapshot | undefined),
    setSnapshot: async (snapshot) => void kv.set(KEYS.snapshot, clone(snapshot)),
    getScans: async () => [...scans.values()].map(clone),
    putScans: async (list) => {
      for (const scan of list) scans.set(scan.scan.ScanId, clone(scan));
    },
    deleteScans: async (ids) => {
      for (const id of ids) scans.delete(id);
    },
    getConflicts: async () => clone((kv.get(KEYS.conflicts) as StoredConflict[] | undefined) ?? []),
    setConflicts: async (conflicts) => void kv.set(KEYS.conflicts, clone(conflicts)),
    clear: async () => {
      kv.clear();
      scans.clear();
    },
  };
}

/** The door's IndexedDB: a key-value store (pairing, snapshot, conflicts) and the scans by ScanId. */
export async function indexedDbDoorStorage(): Promise<DoorStorage> {
  const { openDB } = await import('idb');
  const db = await openDB('marquee-door', 1, {
    upgrade(database) {
      database.createObjectStore('kv');
      database.createObjectStore('scans', { keyPath: 'scan.ScanId' });
    },
  });
  return {
    getPairing: () => db.get('kv', KEYS.pairing),
    setPairing: async (pairing) => void (await db.put('kv', pairing, KEYS.pairing)),
    getSnapshot: () => db.get('kv', KEYS.snapshot),
    setSnapshot: async (snapshot) => void (await db.put('kv', snapshot, KEYS.snapshot)),
    getScans: () => db.getAll('scans'),
    putScans: async (list) => {
      const tx = db.transaction('scans', 'readwrite');
      await Promise.all([...list.map((scan) => tx.store.put(scan)), tx.done]);
    },
    deleteScans: async (ids) => {
      const tx = db.transaction('scans', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    getConflicts: async () => ((await db.get('kv', KEYS.conflicts)) as StoredConflict[] | undefined) ?? [],
    setConflicts: async (conflicts) => void (await db.put('kv', conflicts, KEYS.conflicts)),
    clear: async () => {
      const tx = db.transaction(['kv', 'scans'], 'readwrite');
      await Promise.all([tx.objectStore('kv').clear(), tx.objectStore('scans').clear(), tx.done]);
    },
  };
}

/** IndexedDB when it opens (not in some private modes), else memory. */
export async function openDoorStorage(): Promise<DoorStorage> {
  try {
    return await indexedDbDoorStorage();
  } catch {
    return memoryDoorStorage();
  }
}

/** A storage usable at once whose backing store opens in the background (IndexedDB is asynchronous). */
export function deferredDoorStorage(opening: Promise<DoorStorage>): DoorStorage {
  const call =
    <K extends keyof DoorStorage>(name: K) =>
    (...args: Parameters<DoorStorage[K]>) =>
      opening.then((storage) => (storage[name] as (...a: Parameters<DoorStorage[K]>) => unknown)(...args));
  return {
    getPairing: call('getPairing') as DoorStorage['getPairing'],
    setPairing: call('setPairing') as DoorStorage['setPairing'],
    getSnapshot: call('getSnapshot') as DoorStorage['getSnapshot'],
    setSnapshot: call('setSnapshot') as DoorStorage['setSnapshot'],
    getScans: call('getScans') as DoorStorage['getScans'],
    putScans: call('putScans') as DoorStorage['putScans'],
    deleteScans: call('deleteScans') as DoorStorage['deleteScans'],
    getConflicts: call('getConflicts') as DoorStorage['getConflicts'],
    setConflicts: call('setConflicts') as DoorStorage['setConflicts'],
    clear: call('clear') as DoorStorage['clear'],
  };
}
