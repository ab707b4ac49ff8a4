import {Link, useLoaderData, useNavigate, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {useEffect, useId, useRef, useState, type MouseEvent} from 'react';
import {BagForm} from '~/components/cart/BagForm';
import {AddToBagControls} from '~/components/product/AddToBag';
import {Modal} from '~/components/common/Modal';
import {BRAND} from '~/config/brand';
import {
  BED_OPTION_KEYS,
  BED_OPTION_LABELS,
  bedBuilderPath,
  chooseOption,
  describeChanges,
  findColour,
  offeredChoices,
  type BedOptionKey,
} from '~/domain/bed-builder';
import {formatMoney} from '~/domain/format';
import {loadBedBuilderView, type BedBuilderView} from '~/bedbuilder/view.server';
import {useHydrated} from '~/hooks/use-hydrated';
import {pageMeta} from '~/lib/seo';
import {SliceRichText} from '~/slices';

/**
 * /bedbuilder (browsing spec §4 "Bed builder"). The URL is the selection
 * (`?material&colour&headboard&base`): without JavaScript every choice is a
 * link to the next selection and the page is rebuilt on the server; with it,
 * choosing opens the option's modal, a choice that would drop the headboard
 * or base asks first, and reset asks too. The PDF is a plain link.
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const view = await loadBedBuilderView(context, request);
  const origin = new URL(request.url).origin;
  return {...view, origin};
}

export const meta: MetaFunction<typeof loader> = ({data}) =>
  data
    ? pageMeta({
        title: data.seo.title ?? data.title,
        description: data.seo.description,
        robots: data.seo.robots,
        // Every selection is the same page to a crawler.
        canonicalUrl: `${data.origin}/bedbuilder`,
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
  const pdfPath = bedBuilderPath(selection, '/bedbuilder/pdf');
  const shareUrl = `${view.origin}${view.sharePath}`;

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
    const path = bedBuilderPath(result.selection);
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

function BedPicture({view}: {view: BedBuilderView}) {
  const colour = findColour(view.options, view.selection);
  const label = `${view.selection.colour} ${view.selection.material.toLowerCase()} bed with a ${view.selection.headboard} headboard and ${view.selection.base} base`;
  return (
    <figure className="lg:sticky lg:top-4 lg:self-start">
      <div
        role="img"
        aria-label={label}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-[#f3efe8]"
        data-testid="bed-builder-picture"
      >
        {view.layers.map((layer) => (
          <img
            key={layer.path}
            src={layer.url}
            alt=""
            width={800}
            height={600}
            data-layer={layer.kind}
            className="absolute inset-0 h-full w-full object-contain"
          />
        ))}
      </div>
      <figcaption className="mt-2 flex items-center gap-2 text-sm text-neutral-600">
        {colour ? <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border" style={{background: colour.value}} /> : null}
        {label}
      </figcaption>
    </figure>
  );
}

function OptionGroup({
  view,
  optionKey,
  hydrated,
  onOpen,
  onChoose,
}: {
  view: BedBuilderView;
  optionKey: BedOptionKey;
  hydrated: boolean;
  onOpen: () => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, key: BedOptionKey, value: string) => void;
}) {
  const headingId = useId();
  const label = BED_OPTION_LABELS[optionKey];
  return (
    <section aria-labelledby={headingId} data-testid={`bed-option-${optionKey}`}>
      {/* The current selection travels with the form (Start again sends none). */}
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {label}: <span data-testid={`bed-selected-${optionKey}`}>{view.selection[optionKey]}</span>
        </h2>
        {hydrated ? (
          <button type="button" className="text-sm font-semibold text-brand underline" onClick={onOpen}>
            Change {label.toLowerCase()}
          </button>
        ) : null}
      </div>
      {hydrated ? null : <ChoiceList view={view} optionKey={optionKey} onChoose={onChoose} />}
    </section>
  );
}

function ChoiceList({
  view,
  optionKey,
  onChoose,
}: {
  view: BedBuilderView;
  optionKey: BedOptionKey;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, key: BedOptionKey, value: string) => void;
}) {
  const colours = findColoursOf(view);
  return (
    <ul className="mt-2 flex flex-wrap gap-2" data-testid={`bed-choices-${optionKey}`}>
      {offeredChoices(view.options, view.selection, optionKey).map((name) => {
        const result = chooseOption(view.options, view.selection, optionKey, name);
        if (!result.ok) return null;
        const current = view.selection[optionKey] === name;
        const swatch = optionKey === 'colour' ? colours.get(name) : undefined;
        return (
          <li key={name}>
            <Link
              to={bedBuilderPath(result.selection)}
              preventScrollReset
              replace
              aria-current={current ? 'true' : undefined}
              onClick={(event) => onChoose(event, optionKey, name)}
              className={`inline-flex items-center gap-2 rounded border px-3 py-2 text-sm ${
                current ? 'border-brand bg-brand text-white' : 'border-neutral-300 hover:border-brand'
              }`}
            >
              {swatch ? <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border border-white" style={{background: swatch}} /> : null}
              {name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function findColoursOf(view: BedBuilderView): Map<string, string> {
  const material = view.options.materials.find((m) => m.name === view.selection.material);
  return new Map((material?.colours ?? []).map((c) => [c.name, c.value]));
}

function Summary({view, headingLevel}: {view: BedBuilderView; headingLevel: 'h2' | null}) {
  const headingId = useId();
  const Heading = headingLevel ?? 'p';
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-neutral-200 p-4" data-testid="bed-builder-summary">
      <Heading id={headingId} className="text-lg font-semibold">
        Summary
      </Heading>
      <dl className="mt-2 space-y-2 text-sm">
        {BED_OPTION_KEYS.map((key) => {
          const part = view.parts.find((p) => p.key === key);
          return (
            <div key={key}>
              <dt className="inline font-semibold">{BED_OPTION_LABELS[key]}: </dt>
              <dd className="inline">{view.selection[key]}</dd>
              {part?.products.map((product) => (
                <dd key={product.variantId} className="ml-4 text-neutral-600">
                  {product.quantity > 1 ? `${product.quantity} × ` : ''}
                  {product.title} — {formatMoney(product.price)}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
      {view.total ? (
        <p className="mt-3 font-semibold" data-testid="bed-builder-total">
          Total: {formatMoney(view.total)}
        </p>
      ) : null}
    </section>
  );
}

function AddBedToBag({view}: {view: BedBuilderView}) {
  if (!view.lines) {
    return (
      <button type="button" className="btn-primary w-full md:w-auto" disabled>
        Add to bag
      </button>
    );
  }
  // Without JavaScript the post answers 303 back here and the site's bag notice says how it went.
  return (
    <BagForm action={CartForm.ACTIONS.LinesAdd} inputs={{lines: view.lines as OptimisticCartLineInput[]}}>
      {(fetcher) => <AddToBagControls fetcher={fetcher} testId="bed-builder-add" />}
    </BagForm>
  );
}

function ShareLink({url, hydrated}: {url: string; hydrated: boolean}) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({title: `My ${BRAND.name} bed`, url});
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      setCopied('Copy the link above to share it.');
    }
  };
  return (
    <div className="mt-6 print:hidden">
      <label htmlFor={id} className="block text-sm font-semibold">
        Share your bed
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="w-full rounded border border-neutral-300 px-3 py-2 text-sm"
          data-testid="bed-builder-share-url"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="btn-secondary whitespace-nowrap" onClick={share}>
            Share link
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-1 text-sm text-neutral-600">
        {copied ?? ''}
      </p>
    </div>
  );
}
