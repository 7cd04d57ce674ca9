/** One message on screen (ToastProvider keeps the list, ToastViewport draws it). */
export interface Toast {
  id: number;
  message: string;
  color?: 'teal' | 'red' | 'gray';
}
