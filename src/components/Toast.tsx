// One short message at a time, announced to screen readers (SPEC §4: a toast lasts 1 second).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '../../contract/constants';
import './Toast.css';

type ShowToast = (message: string) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

export function ToastProvider({ children, durationMs = TOAST_MS }: { children: ReactNode; durationMs?: number }) {
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((message) => {
    nextId.current += 1;
    setToast({ id: nextId.current, message });
  }, []);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => setToast(null), durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && <div key={toast.id} className="toast">{toast.message}</div>}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
