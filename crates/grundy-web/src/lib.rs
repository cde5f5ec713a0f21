//! # grundy-web
//!
//! The web playground of grundy: one process serves the page (HTML, CSS and JavaScript
//! modules embedded in the binary) and a JSON API over the grundy library, documented by an
//! OpenAPI document at `/api/openapi.json`. `grundy serve` starts it.
//!
//! A page is reachable by anyone who can reach the port, so every request is bounded:
//! - no request touches the file system: expressions that name a file (`script[FILE]`,
//!   `graph[FILE]`) are refused, rules come inline in the request;
//! - every computation runs on a bounded set of workers under its own
//!   [`Budget`](grundy::Budget) ([`Limits`]: time, memory, positions), and is cancelled
//!   when the client disconnects ([`work`]);
//! - request bodies are at most [`api::MAX_BODY_BYTES`], query strings at most
//!   [`api::MAX_QUERY_BYTES`], and errors quote input briefly ([`grundy::excerpt`]);
//! - when every worker is busy the answer is 503 at once, not a queue ([`error`] lists every
//!   status).
//!
//! ```
//! use grundy_web::{App, Limits};
//! let app = App::new(Limits::default());
//! let router = app.router(); // serve it with axum::serve, or use grundy_web::serve
//! # drop(router);
//! ```

pub mod api;
pub mod assets;
pub mod error;
pub mod language;
pub mod messages;
pub mod meter;
pub mod openapi;
pub mod progress;
pub mod schema;
pub mod work;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use tower_http::set_header::SetResponseHeaderLayer;

pub use error::ApiError;
pub use work::Workers;

/// The limits of each request, and how many run at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long one request may compute.
    pub timeout: Duration,
    /// The most memory one request may hold, in bytes: the limit of its budget (for each table,
    /// sequence, search or graph it builds) and, with the [metered allocator](meter), of all it
    /// allocates.
    pub max_memory: u64,
    /// The most positions one search of a request may hold.
    pub state_limit: u64,
    /// How many computations may run at once; a quarter of them may be long
    /// ([`Limits::max_long`]).
    pub max_concurrent: usize,
}

/// [`Limits::timeout`] by default.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5);

/// [`Limits::max_memory`] by default (64 MiB): with [`DEFAULT_MAX_CONCURRENT`] requests at
/// once, the computations hold at most 2 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 64 << 20;

/// [`Limits::max_concurrent`] by default; a quarter of them may be long.
pub const DEFAULT_MAX_CONCURRENT: usize = 32;

impl Default for Limits {
    /// Five seconds, 64 MiB and the library's state limit per request; 32 at once.
    fn default() -> Limits {
        Limits {
            timeout: DEFAULT_TIMEOUT,
            max_memory: DEFAULT_MAX_MEMORY,
            state_limit: grundy::defaults::DEFAULT_STATE_LIMIT,
            max_concurrent: DEFAULT_MAX_CONCURRENT,
        }
    }
}

/// The playground: its workers and its routes.
#[derive(Clone)]
pub struct App {
    workers: Arc<Workers>,
}

impl App {
    /// A playground whose requests run under `limits`.
    pub fn new(limits: Limits) -> App {
        App {
            workers: Arc::new(Workers::new(limits)),
        }
    }

    /// How many computations are running now (for tests and monitoring).
    pub fn busy_workers(&self) -> usize {
        self.workers.busy()
    }

    /// Every route: the page, its assets and the API, with the security headers.
    pub fn router(&self) -> Router {
        api::routes(
            Arc::clone(&self.workers),
            axum::routing::get(openapi::serve),
        )
        .merge(assets::routes())
        .layer(axum::middleware::from_fn(progress::middleware))
        .layer(axum::middleware::from_fn(language::middleware))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            HeaderName::from_static("cross-origin-resource-policy"),
            HeaderValue::from_static("same-origin"),
        ))
    }
}

/// Everything the page loads comes from this server: no inline scripts or styles, no
/// third-party requests, no framing. Images may be `data:` URLs (downloads of drawn SVG).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data:; \
     object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// Serves `app` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, app.router())
        .with_graceful_shutdown(shutdown)
        .await
}

/// Binds `address`, calls `ready` with the address bound (the port is chosen when `address`
/// has port 0), and serves the playground on a runtime of its own until `stop` is cancelled
/// (`grundy serve` cancels it on Ctrl-C). For front ends that are not async themselves.
pub fn run(
    address: SocketAddr,
    limits: Limits,
    ready: impl FnOnce(SocketAddr),
    stop: &grundy::Budget,
) -> std::io::Result<()> {
    one_arena_per_thread(limits.max_concurrent);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("grundy-web")
        .build()?;
    let stop = stop.clone();
    let stopped = async move {
        while !stop.is_cancelled() {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(address).await?;
        ready(listener.local_addr()?);
        serve(listener, App::new(limits), stopped).await
    })
}

/// Gives every thread of the server a malloc arena of its own (glibc). By default glibc shares
/// arenas, each behind a lock, between threads beyond eight per core: a long computation,
/// running at the lowest priority, that holds its arena's lock while it is preempted would
/// then stall a quick request allocating in the same arena (a priority inversion: with 8
/// long requests running, the 99th percentile of quick ones went from about 100 ms to 480 ms).
fn one_arena_per_thread(workers: usize) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        // The workers, the runtime's threads (one per core), and a margin.
        let arenas = i32::try_from(workers + cores + 16).unwrap_or(i32::MAX);
        // SAFETY: mallopt takes plain integers; M_ARENA_MAX only bounds future arenas.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = workers;
}
