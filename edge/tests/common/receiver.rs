//! Mock receivers for the notification tests: a webhook on a free loopback port, a real HTTP/1.1
//! server that records each request it receives and answers it as the test says.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// A request a mock received: its request line, header lines (names lower-cased) and body.
pub struct Received {
    pub line: String,
    pub headers: HashMap<String, String>,
    pub body: String,
}

/// A receiver's `204`, the answer of a receiver that took the post.
pub const NO_CONTENT: &str =
    "HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";

/// A receiver on a free loopback port answering every POST `204`; returns its URL and what it
/// receives, in order.
pub fn mock() -> (String, Receiver<Received>) {
    mock_answering(|_| NO_CONTENT.into())
}

/// A receiver answering its `n`-th POST (from 0) with `answer(n)`, a whole HTTP/1.1 response.
pub fn mock_by_turn(
    answer: impl Fn(usize) -> String + Send + 'static,
) -> (String, Receiver<Received>) {
    let turn = std::sync::atomic::AtomicUsize::new(0);
    mock_answering(move |_| answer(turn.fetch_add(1, std::sync::atomic::Ordering::SeqCst)))
}

/// A receiver answering every POST with `answer(its own URL)`, a whole HTTP/1.1 response.
pub fn mock_answering(
    answer: impl Fn(&str) -> String + Send + 'static,
) -> (String, Receiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    let own = url.clone();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            // Recorded before the answer: once a sender has its answer, the test sees the post.
            if tx.send(read(&stream)).is_err() {
                return;
            }
            stream.write_all(answer(&own).as_bytes()).unwrap();
        }
    });
    (url, rx)
}

/// A mock API on a free loopback port answering each request with `answer(request)`, a whole
/// HTTP/1.1 response (a platform's REST API, by the request line); returns its base URL
/// (`http://127.0.0.1:PORT`) and what it receives, in order.
pub fn mock_api(
    answer: impl Fn(&Received) -> String + Send + 'static,
) -> (String, Receiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let received = read(&stream);
            let answered = answer(&received);
            if tx.send(received).is_err() {
                return;
            }
            stream.write_all(answered.as_bytes()).unwrap();
        }
    });
    (url, rx)
}

/// `200` with a JSON `body`, closing the connection.
pub fn json_answer(body: &str) -> String {
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

/// A slow receiver: answers its first `quick` POSTs `204` at once, then holds every later one
/// open unanswered until its sender gives up and closes, or for `hold` at most, each on a
/// thread of its own (so it keeps accepting: one slow host with many subscriptions). Each POST
/// is recorded once read.
pub fn mock_holding(quick: usize, hold: Duration) -> (String, Receiver<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for (turn, stream) in listener.incoming().enumerate() {
            let Ok(mut stream) = stream else { return };
            if tx.send(read(&stream)).is_err() {
                return;
            }
            if turn < quick {
                stream.write_all(NO_CONTENT.as_bytes()).unwrap();
                continue;
            }
            std::thread::spawn(move || {
                // Nothing more comes until the sender closes (0) or `hold` passes (an error).
                stream.set_read_timeout(Some(hold)).unwrap();
                let _ = stream.read(&mut [0; 1]);
            });
        }
    });
    (url, rx)
}

/// One request from `stream`: its line, headers and body.
fn read(stream: &std::net::TcpStream) -> Received {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut headers = HashMap::new();
    let mut request_line = String::new();
    reader.read_line(&mut request_line).unwrap();
    let mut line = String::new();
    loop {
        line.clear();
        reader.read_line(&mut line).unwrap();
        let Some((name, value)) = line.trim_end().split_once(':') else {
            break;
        };
        headers.insert(name.to_ascii_lowercase(), value.trim().to_string());
    }
    let length: usize = headers
        .get("content-length")
        .map_or(0, |l| l.parse().unwrap());
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    Received {
        line: request_line.trim_end().to_string(),
        headers,
        body: String::from_utf8(body).unwrap(),
    }
}

/// What `rx` receives until `count` requests came, or 30 seconds passed.
pub fn collect(rx: &Receiver<Received>, count: usize) -> Vec<Received> {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut got = Vec::new();
    while got.len() < count {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(received) => got.push(received),
            Err(_) => panic!("{} of {count} posts received", got.len()),
        }
    }
    got
}
