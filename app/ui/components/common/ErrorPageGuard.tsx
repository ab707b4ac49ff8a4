import {Component, type ReactNode} from 'react';

/** If the error page itself fails, say so, show the details and link home. */
export class ErrorPageGuard extends Component<{details: string; children: ReactNode}, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container-page py-16">
        <h1 className="text-2xl font-bold">An error occurred while showing the error page.</h1>
        <pre className="mt-4 whitespace-pre-wrap rounded bg-neutral-100 p-4 text-sm">{this.props.details}</pre>
        <a href="/" className="btn-primary mt-6">
          Go back to home
        </a>
      </section>
    );
  }
}
