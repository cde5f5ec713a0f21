//! Sending requests to the playground in tests: through the router (`oneshot`), or over a real
//! socket for what only a connection shows (disconnects, concurrency).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use grundy_web::{App, Limits};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// What came back.
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: String,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.body))
    }

    /// The `error` of a JSON error body, checking its shape: `{"error": "...", "column": ...}`.
    pub fn error(&self) -> String {
        let json = self.json();
        let object = json.as_object().expect("an object");
        assert!(object.contains_key("column"), "{json}");
        assert!(object.len() == 2, "{json}");
        json["error"].as_str().expect("a message").to_string()
    }

    /// The `column` of a JSON error body.
    pub fn column(&self) -> Option<u64> {
        self.json()["column"].as_u64()
    }
}

/// The app with `limits`.
pub fn app(limits: Limits) -> App {
    App::new(limits)
}

/// Sends `request` through the router.
pub async fn send(app: &App, request: Request<Body>) -> Answer {
    let response = app.router().oneshot(request).await.expect("infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        headers,
        body: String::from_utf8(bytes.to_vec()).expect("UTF-8"),
    }
}

/// `GET path`.
pub async fn get(app: &App, path: &str) -> Answer {
    send(app, Request::get(path).body(Body::empty()).unwrap()).await
}

/// `POST path` with a JSON body.
pub async fn post(app: &App, path: &str, body: &serde_json::Value) -> Answer {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    send(app, request).await
}

/// `s` with every character that is not unreserved percent-encoded, for a query string.
pub fn encode(s: &str) -> String {
    let mut out = String::new();
    for byte in s.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// A server on a free loopback port, on a runtime of its own; stopped when dropped.
pub struct LiveServer {
    pub address: SocketAddr,
    pub app: App,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl LiveServer {
    pub fn start(limits: Limits) -> LiveServer {
        let app = App::new(limits);
        let served = app.clone();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (ready, address) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                ready.send(listener.local_addr().unwrap()).unwrap();
                grundy_web::serve(listener, served, async {
                    let _ = stopped.await;
                })
                .await
                .unwrap();
            });
        });
        LiveServer {
            address: address.recv().unwrap(),
            app,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Opens a connection and sends `GET path` on it, without reading the answer.
    pub fn start_get(&self, path: &str) -> TcpStream {
        self.start_get_with(path, &[])
    }

    /// [`LiveServer::start_get`] with more headers (`"Name: value"`).
    pub fn start_get_with(&self, path: &str, headers: &[&str]) -> TcpStream {
        let mut stream = TcpStream::connect(self.address).unwrap();
        let mut request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n");
        for header in headers {
            request += &format!("{header}\r\n");
        }
        request += "Connection: close\r\n\r\n";
        stream.write_all(request.as_bytes()).unwrap();
        stream
    }

    /// `GET path` over a connection of its own: the status and the body.
    pub fn get(&self, path: &str) -> (u16, String, String) {
        read_answer(self.start_get(path))
    }

    /// Waits until `busy` computations run, at most `within`; whether they did.
    pub fn wait_busy(&self, busy: usize, within: Duration) -> bool {
        let started = Instant::now();
        while started.elapsed() < within {
            if self.app.busy_workers() == busy {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }
}

/// Reads a whole answer: the status, the headers and the body.
pub fn read_answer(mut stream: TcpStream) -> (u16, String, String) {
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).unwrap();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status line: {text}"));
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (status, head.to_string(), body.to_string())
}

impl Drop for LiveServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Waits until no computation runs (a worker frees what its computation left after
/// answering), at most two seconds; whether it came to that.
pub async fn idle(app: &App) -> bool {
    for _ in 0..200 {
        if app.busy_workers() == 0 {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    false
}
