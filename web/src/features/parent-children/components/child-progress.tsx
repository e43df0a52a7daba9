import type { StudentSummary } from '@morah/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useChildren } from '../api/get-children';
import { ChildDashboardPanel } from './child-dashboard-panel';
import '../parent-progress.css';

export interface ChildProgressProps {
  onReviewChats: (child: StudentSummary) => void;
}

/** Each linked child's progress; with more than one child, tabs pick whose. */
export function ChildProgress({ onReviewChats }: ChildProgressProps) {
  const children = useChildren();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const baseId = useId();
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());

  const list = children.data?.children ?? [];
  if (list.length === 0) return null;
  const selected = list.find((c) => c.id === selectedId) ?? list[0];
  if (!selected) return null;
  const tabId = (id: number) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = list.findIndex((c) => c.id === selected.id);
    const next =
      event.key === 'ArrowRight' ? list[(index + 1) % list.length] : event.key === 'ArrowLeft' ? list[(index - 1 + list.length) % list.length] : event.key === 'Home' ? list[0] : event.key === 'End' ? list[list.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    setSelectedId(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <section className="section child-progress" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="section__title">
        Child Progress
      </h2>
      {list.length > 1 ? (
        <div role="tablist" aria-label="Choose a child" className="child-tabs" onKeyDown={onKeyDown}>
          {list.map((c) => {
            const active = c.id === selected.id;
            return (
              <button
                key={c.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(c.id, el);
                  else tabRefs.current.delete(c.id);
                }}
                type="button"
                role="tab"
                id={tabId(c.id)}
                aria-selected={active}
                aria-controls={panelId}
                tabIndex={active ? 0 : -1}
                className={active ? 'pill-button child-tabs__tab child-tabs__tab--active' : 'pill-button child-tabs__tab'}
                onClick={() => setSelectedId(c.id)}
              >
                {c.firstName} {c.lastName}
              </button>
            );
          })}
        </div>
      ) : null}
      <div id={panelId} role={list.length > 1 ? 'tabpanel' : undefined} aria-labelledby={list.length > 1 ? tabId(selected.id) : undefined}>
        <ChildDashboardPanel key={selected.id} child={selected} onReviewChats={onReviewChats} />
      </div>
    </section>
  );
}
