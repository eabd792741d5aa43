/** @jest-environment jsdom */
import { watchForUsable, type UsableReport, type UsableStep } from './usable-in-page';

const step: UsableStep = {
  control: { role: 'button', name: 'Send interest', within: { role: 'listitem', name: 'Ishita Jab' } },
  answer: { role: 'dialog', name: 'Send an interest to Ishita Jab' },
};

/** Until the page has reported `count` times, or a few frames after it has when it is at that count already. */
async function reported(reports: readonly UsableReport[], count: number): Promise<void> {
  for (let frame = 0; frame < 200 && (reports.length < count || frame < 5); frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

describe('usable, watched from inside the page', () => {
  let reports: UsableReport[];
  let stop = () => undefined as void;

  beforeEach(() => {
    reports = [];
    (window as unknown as Record<string, unknown>)['__usable'] = (report: UsableReport) => reports.push(report);
    // jsdom lays nothing out: every element is a 100 × 30 box in view, and the tap point hits the card's button.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 100, 30));
    jest
      .spyOn(Element.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(10, 10, 100, 30)] as unknown as DOMRectList);
    document.elementFromPoint = () => document.querySelector('li[aria-label="Ishita Jab"] button');
    document.body.innerHTML = '';
  });

  afterEach(() => {
    stop();
    jest.restoreAllMocks();
  });

  it("reports the card's control with its centre once it shows, and the answer only after the tap", async () => {
    stop = watchForUsable({ step, binding: '__usable' });
    document.body.innerHTML =
      '<ul><li aria-label="Kavya Jab"><button>Send interest</button></li>' +
      '<li aria-label="Ishita Jab"><button>Send interest</button></li></ul>' +
      '<div role="dialog" aria-labelledby="title"><h2 id="title">Send an interest to Ishita Jab</h2></div>';
    await reported(reports, 1);
    expect(reports).toEqual([{ seen: 'control', atMs: expect.any(Number), x: 60, y: 25 }]);
    // The page goes on changing before the tap: the dialog it already showed is still not the tap's answer.
    document.body.setAttribute('data-mantine-color-scheme', 'dark');
    await reported(reports, 1);
    expect(reports).toHaveLength(1);

    document.querySelector<HTMLButtonElement>('li[aria-label="Ishita Jab"] button')?.click();
    expect(reports.map((report) => report.seen)).toEqual(['control', 'answer']);
  });

  it('waits for an answer the tap brings', async () => {
    stop = watchForUsable({ step, binding: '__usable' });
    document.body.innerHTML = '<ul><li aria-label="Ishita Jab"><button>Send interest</button></li></ul>';
    await reported(reports, 1);
    document.querySelector('button')?.click();
    expect(reports.map((report) => report.seen)).toEqual(['control']);

    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Send an interest to Ishita Jab">');
    await reported(reports, 2);
    expect(reports.map((report) => report.seen)).toEqual(['control', 'answer']);
  });

  it('reports no control of another card, nor one covered by another element', async () => {
    document.elementFromPoint = () => document.body;
    stop = watchForUsable({ step, binding: '__usable' });
    document.body.innerHTML =
      '<ul><li aria-label="Kavya Jab"><button>Send interest</button></li>' +
      '<li aria-label="Ishita Jab"><button>Send interest</button></li></ul>';
    await reported(reports, 1);
    expect(reports).toEqual([]);
  });
});
