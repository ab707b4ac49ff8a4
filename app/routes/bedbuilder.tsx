import {useLoaderData, useNavigate, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useEffect, useRef, useState, type MouseEvent} from 'react';
import {BedPicture} from '~/ui/components/bed-builder/BedPicture';
import {ChoiceList, OptionGroup, SizeGroup} from '~/ui/components/bed-builder/BedOptions';
import {AddBedToBag, Summary} from '~/ui/components/bed-builder/BedSummary';
import {ShareLink} from '~/ui/components/bed-builder/ShareLink';
import {Modal} from '~/ui/components/common/Modal';
import {BRAND} from '~/config/brand';
import {
  BED_OPTION_KEYS,
  BED_OPTION_LABELS,
  bedBuilderPath,
  chooseOption,
  describeChanges,
  type BedOptionKey,
} from '~/domain/bed-builder';
import {loadBedBuilderView} from '~/features/bedbuilder/view.server';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {pageMeta} from '~/features/seo/meta';
import {SliceRichText} from '~/ui/slices';

/**
 * /bedbuilder. The URL is the selection
 * (`?material&colour&headboard&base&size`): without JavaScript every choice is a
 * link to the next selection and the page is rebuilt on the server; with it,
 * choosing opens the option's modal, a choice that would drop the headboard
 * or base asks first, and reset asks too. The PDF is a plain link.
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const view = await loadBedBuilderView(context, request);
  // Both on the store's origin (app/kernel/site-origin.ts); without one, no canonical link and a share path.
  return {...view, canonicalUrl: context.site.url('/bedbuilder'), shareUrl: context.site.url(view.sharePath) ?? view.sharePath};
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  data
    ? pageMeta({
        title: data.seo.title ?? data.title,
        description: data.seo.description,
        robots: data.seo.robots,
        // Every selection is the same page to a crawler.
        canonicalUrl: data.canonicalUrl,
        brandName: BRAND.name,
      })
    : [];

type Pending = {kind: 'change'; path: string; message: string} | {kind: 'reset'};

export default function BedBuilder() {
  const view = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [activeOption, setActiveOption] = useState<BedOptionKey | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [unavailableOpen, setUnavailableOpen] = useState(false);
  const chose = useRef(false);
  const {selection} = view;
  const pdfPath = bedBuilderPath(selection, {path: '/bedbuilder/pdf', size: view.size});
  const {shareUrl} = view;

  // After a choice lands on a combination with no product, say so in a modal (the page also says it inline).
  useEffect(() => {
    if (chose.current && view.unavailableMessage) setUnavailableOpen(true);
    chose.current = false;
  }, [view.sharePath, view.unavailableMessage]);

  const go = (path: string) => {
    chose.current = true;
    setActiveOption(null);
    setPending(null);
    navigate(path, {preventScrollReset: true, replace: true});
  };

  /** With JavaScript a choice that drops later options asks first; without, the link just goes. */
  const onChoose = (event: MouseEvent<HTMLAnchorElement>, key: BedOptionKey, value: string) => {
    const result = chooseOption(view.options, selection, key, value);
    if (!result.ok) return;
    event.preventDefault();
    const path = bedBuilderPath(result.selection, {size: view.size});
    const dropped = result.changes.filter((change) => change.key === 'headboard' || change.key === 'base');
    if (dropped.length > 0) {
      setActiveOption(null);
      setPending({kind: 'change', path, message: describeChanges(key, value, result.changes)});
    } else {
      go(path);
    }
  };

  return (
    <div className="container-page py-8" data-testid="bed-builder">
      <h1 className="text-3xl font-bold text-brand">{view.title}</h1>
      <div className="prose mt-2 max-w-none print:hidden">
        <SliceRichText field={view.description} />
      </div>

      {view.notices.length > 0 ? (
        <ul role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="bed-builder-notices">
          {view.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <BedPicture view={view} />

        <div>
          <form method="get" action="/bedbuilder" className="space-y-6 print:hidden" aria-label="Your bed">
            {BED_OPTION_KEYS.map((key) => (
              <OptionGroup
                key={key}
                view={view}
                optionKey={key}
                hydrated={hydrated}
                onOpen={() => setActiveOption(key)}
                onChoose={onChoose}
              />
            ))}
            <SizeGroup
              view={view}
              onChoose={(event, path) => {
                event.preventDefault();
                go(path);
              }}
            />
            <div className="flex flex-wrap gap-3">
              {hydrated ? (
                <button type="button" className="btn-secondary" onClick={() => setPending({kind: 'reset'})}>
                  Start again
                </button>
              ) : (
                // Without JavaScript, the form sent with no choices is the default bed.
                <button type="submit" className="btn-secondary">
                  Start again
                </button>
              )}
            </div>
          </form>

          {view.unavailableMessage ? (
            <p role="alert" className="mt-6 rounded border border-sale bg-red-50 p-3 text-sm text-sale" data-testid="bed-builder-unavailable">
              {view.unavailableMessage}
            </p>
          ) : null}

          <Summary view={view} headingLevel="h2" />

          <div className="mt-6 print:hidden">
            <AddBedToBag view={view} />
          </div>

          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <a href={pdfPath} download className="btn-secondary" data-testid="bed-builder-pdf">
              Download PDF
            </a>
            {hydrated ? (
              <>
                <button type="button" className="btn-secondary" onClick={() => window.print()}>
                  Print
                </button>
                <button type="button" className="btn-secondary" onClick={() => setSummaryOpen(true)}>
                  View summary
                </button>
              </>
            ) : null}
          </div>

          <ShareLink url={shareUrl} hydrated={hydrated} />
        </div>
      </div>

      {activeOption ? (
        <Modal
          open
          title={`Choose your ${BED_OPTION_LABELS[activeOption].toLowerCase()}`}
          onClose={() => setActiveOption(null)}
          testId="bed-builder-options-modal"
        >
          <ChoiceList view={view} optionKey={activeOption} onChoose={onChoose} />
        </Modal>
      ) : null}

      <Modal
        open={pending !== null}
        title={pending?.kind === 'reset' ? 'Start again?' : 'Change your options?'}
        onClose={() => setPending(null)}
        testId="bed-builder-confirm"
      >
        <p>
          {pending?.kind === 'reset'
            ? 'This puts every option back to our starting bed.'
            : pending?.kind === 'change'
              ? pending.message
              : ''}
        </p>
        <div className="mt-4 flex gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => (pending?.kind === 'change' ? go(pending.path) : go('/bedbuilder'))}
          >
            {pending?.kind === 'reset' ? 'Start again' : 'Change options'}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setPending(null)}>
            Keep my bed
          </button>
        </div>
      </Modal>

      <Modal open={summaryOpen} title="Your bed" onClose={() => setSummaryOpen(false)} testId="bed-builder-summary-modal">
        <Summary view={view} headingLevel={null} />
      </Modal>

      <Modal
        open={unavailableOpen}
        title="Not available"
        onClose={() => setUnavailableOpen(false)}
        testId="bed-builder-unavailable-modal"
      >
        <p>{view.unavailableMessage}</p>
      </Modal>
    </div>
  );
}
