<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnnotatedCopy</name>
    <message>
        <source>The capture %1 does not exist.</source>
        <translation>Die Aufzeichnung %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the capture itself; choose another file.</source>
        <translation>Die annotierte Kopie kann nicht die Aufzeichnung selbst ersetzen; bitte eine andere Datei wählen.</translation>
    </message>
    <message>
        <source>%1 is in use by SQLite (%2 exists); choose another file.</source>
        <translation>%1 wird von SQLite verwendet (%2 existiert); bitte eine andere Datei wählen.</translation>
    </message>
    <message>
        <source>Cannot open the capture %1: %2</source>
        <translation>Die Aufzeichnung %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>%1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>Cannot copy the capture: %1</source>
        <translation>Die Aufzeichnung kann nicht kopiert werden: %1</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2: %3</source>
        <translation>%1 kann nicht in %2 umbenannt werden: %3</translation>
    </message>
    <message>
        <source>Cannot start a transaction in the copy: %1</source>
        <translation>In der Kopie kann keine Transaktion begonnen werden: %1</translation>
    </message>
    <message>
        <source>Cannot create the annotations table in the copy: %1</source>
        <translation>Die Tabelle „annotations“ kann in der Kopie nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot replace the notes of an earlier copy: %1</source>
        <translation>Die Notizen einer früheren Kopie können nicht ersetzt werden: %1</translation>
    </message>
    <message>
        <source>Cannot prepare the notes in the copy: %1</source>
        <translation>Die Notizen können in der Kopie nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>Cannot write a note into the copy: %1</source>
        <translation>Eine Notiz kann nicht in die Kopie geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Cannot commit the notes in the copy: %1</source>
        <translation>Die Notizen können in der Kopie nicht festgeschrieben werden: %1</translation>
    </message>
    <message>
        <source>Cannot leave WAL mode in the copy: %1</source>
        <translation>Die Kopie kann den WAL-Modus nicht verlassen: %1</translation>
    </message>
</context>
<context>
    <name>Annotation</name>
    <message>
        <source>The span ends before it starts.</source>
        <translation>Die Zeitspanne endet, bevor sie beginnt.</translation>
    </message>
    <message>
        <source>A point note has one time.</source>
        <translation>Eine Punktnotiz hat nur einen Zeitpunkt.</translation>
    </message>
    <message>
        <source>The colour &apos;%1&apos; is not of the form #rrggbb.</source>
        <translation>Die Farbe „%1“ hat nicht die Form #rrggbb.</translation>
    </message>
</context>
<context>
    <name>AnnotationSet</name>
    <message>
        <source>Add note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>Notiz entfernen</translation>
    </message>
    <message>
        <source>There is no note with id %1.</source>
        <translation>Es gibt keine Notiz mit der ID %1.</translation>
    </message>
</context>
<context>
    <name>AnnotationSidecar</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a Faultline notes file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>keine Faultline-Notizdatei (kein &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the notes file has no valid &quot;version&quot;</source>
        <translation>die Notizdatei hat keine gültige &quot;version&quot;</translation>
    </message>
    <message>
        <source>the notes file is version %1; this Faultline reads up to version %2</source>
        <translation>die Notizdatei hat Version %1; dieses Faultline liest bis Version %2</translation>
    </message>
    <message>
        <source>the notes file has no &quot;notes&quot; array</source>
        <translation>die Notizdatei hat kein Array &quot;notes&quot;</translation>
    </message>
    <message>
        <source>note %1: %2</source>
        <translation>Notiz %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be &quot;point&quot; or &quot;span&quot;</source>
        <translation>&quot;kind&quot; muss &quot;point&quot; oder &quot;span&quot; sein</translation>
    </message>
    <message>
        <source>no valid &quot;start&quot;</source>
        <translation>kein gültiges &quot;start&quot;</translation>
    </message>
    <message>
        <source>no valid &quot;end&quot;</source>
        <translation>kein gültiges &quot;end&quot;</translation>
    </message>
    <message>
        <source>no &quot;text&quot;</source>
        <translation>kein &quot;text&quot;</translation>
    </message>
    <message>
        <source>&quot;created&quot; is not an ISO 8601 time</source>
        <translation>&quot;created&quot; ist keine ISO-8601-Zeit</translation>
    </message>
    <message>
        <source>&quot;pid&quot; out of range</source>
        <translation>&quot;pid&quot; außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>the chain&apos;s &quot;time&quot; is not valid</source>
        <translation>&quot;time&quot; der Kette ist ungültig</translation>
    </message>
    <message>
        <source>The notes file %1 is larger than %2 MiB and was not read; it is kept as it is.</source>
        <translation>Die Notizdatei %1 ist größer als %2 MiB und wurde nicht gelesen; sie bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>Cannot read the notes file %1: %2</source>
        <translation>Die Notizdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The notes file %1 cannot be read (%2). It is kept as it is; notes saved now go to a new file beside it.</source>
        <translation>Die Notizdatei %1 kann nicht gelesen werden (%2). Sie bleibt unverändert erhalten; jetzt gespeicherte Notizen kommen in eine neue Datei daneben.</translation>
    </message>
    <message>
        <source>Cannot write the notes to %1: %2</source>
        <translation>Die Notizen können nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a notes file Faultline can read, so it was kept and the notes were saved to %2.</source>
        <translation>%1 ist keine Notizdatei, die Faultline lesen kann; sie wurde daher behalten, und die Notizen wurden in %2 gespeichert.</translation>
    </message>
    <message>
        <source>%1 and its alternatives are not notes files Faultline can read; nothing was overwritten.</source>
        <translation>%1 und seine Alternativen sind keine Notizdateien, die Faultline lesen kann; nichts wurde überschrieben.</translation>
    </message>
</context>
<context>
    <name>AttachClient</name>
    <message>
        <source>the probe&apos;s stream is invalid before the probe answered: %1</source>
        <translation>Ungültiger Datenstrom der Sonde, bevor sie antwortete: %1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid before the capture started: %1</source>
        <translation>Ungültiger Datenstrom der Sonde vor Beginn der Aufzeichnung: %1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid while capturing: %1</source>
        <translation>Ungültiger Datenstrom der Sonde während der Aufzeichnung: %1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>the connection closed before the capture started</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Aufzeichnung begann</translation>
    </message>
    <message>
        <source>the connection closed while capturing</source>
        <translation>Die Verbindung wurde während der Aufzeichnung geschlossen</translation>
    </message>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>%1 before the capture started</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1, bevor die Aufzeichnung begann</translation>
    </message>
    <message>
        <source>%1 while capturing</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 während der Aufzeichnung</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>Die Sonde hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>Die Sonde ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>no answer from the probe within %1 s</source>
        <translation>Keine Antwort der Sonde innerhalb von %1 s</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>Gestoppt, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>stopped before the capture started</source>
        <translation>Gestoppt, bevor die Aufzeichnung begann</translation>
    </message>
    <message>
        <source>no message from the probe for %1 s</source>
        <translation>Seit %1 s keine Nachricht von der Sonde</translation>
    </message>
    <message>
        <source>the probe started capture %1 instead of resuming %2</source>
        <translation>Die Sonde hat Aufzeichnung %1 begonnen, statt %2 fortzusetzen</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is inconsistent: %1</source>
        <translation>Der Datenstrom der Sonde ist inkonsistent: %1</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 existiert bereits; eine andere Datei wählen oder sie ausdrücklich ersetzen</translation>
    </message>
    <message>
        <source>gave up after 1 attempt to reconnect: %1</source>
        <translation>Nach 1 Versuch, neu zu verbinden, aufgegeben: %1</translation>
    </message>
    <message>
        <source>gave up after %1 attempts to reconnect: %2</source>
        <translation>Nach %1 Versuchen, neu zu verbinden, aufgegeben: %2</translation>
    </message>
    <message>
        <source>stopped while reconnecting: %1</source>
        <translation>Beim erneuten Verbinden gestoppt: %1</translation>
    </message>
    <message>
        <source>stopped; the connection was lost before the probe confirmed: %1</source>
        <translation>Gestoppt; die Verbindung brach ab, bevor die Sonde bestätigte: %1</translation>
    </message>
    <message>
        <source>cannot finish %1: %2</source>
        <translation>%1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>%1; cannot finish %2: %3</source>
        <translation>%1; %2 kann nicht abgeschlossen werden: %3</translation>
    </message>
</context>
<context>
    <name>AttachCommand</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 dropped, clock offset %4</source>
        <translation>%1: %2 Ereignisse, %3 verloren, Uhrversatz %4</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>Knoten %1 (%2)</translation>
    </message>
    <message>
        <source>faultline attach: %1: %2</source>
        <translation>faultline attach: %1: %2</translation>
    </message>
    <message>
        <source>faultline attach: %1</source>
        <translation>faultline attach: %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 events from %2 of %3 nodes written to %4</source>
        <translation>%1 Ereignisse von %2 der %3 Knoten nach %4 geschrieben</translation>
    </message>
    <message>
        <source>Captures from a faultline-probe reached through a transport command and saves what arrives as a capture.</source>
        <translation>Zeichnet über einen Transportbefehl von einer faultline-probe auf und speichert das Eintreffende als Aufzeichnung.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Capture file to write.</source>
        <translation>Zu schreibende Aufzeichnungsdatei.</translation>
    </message>
    <message>
        <source>Stop after D (30, 30s, 500ms, 5m, 1h).</source>
        <translation>Nach D beenden (30, 30s, 500ms, 5m, 1h).</translation>
    </message>
    <message>
        <source>Trace this process (repeatable, or a comma list). Default: every CUDA process the probe lets you trace.</source>
        <translation>Diesen Prozess verfolgen (wiederholbar oder als Kommaliste). Standard: jeder CUDA-Prozess, den die Sonde verfolgen darf.</translation>
    </message>
    <message>
        <source>No native stacks.</source>
        <translation>Keine nativen Stacks.</translation>
    </message>
    <message>
        <source>No Python frames.</source>
        <translation>Keine Python-Frames.</translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation>DATEI ersetzen, falls vorhanden.</translation>
    </message>
    <message>
        <source>Capture from this node too: a transport command in one argument, split as a shell would (repeatable; the nodes are captured at once and merged into FILE, aligned on this machine&apos;s clock).</source>
        <translation>Auch von diesem Knoten aufzeichnen: ein Transportbefehl in einem Argument, aufgeteilt wie von einer Shell (wiederholbar; die Knoten werden gleichzeitig aufgezeichnet und in DATEI zusammengeführt, ausgerichtet an der Uhr dieses Rechners).</translation>
    </message>
    <message>
        <source>Reconnect and resume up to N times in a row when the connection drops (default 5).</source>
        <translation>Bis zu N-mal hintereinander neu verbinden und fortsetzen, wenn die Verbindung abbricht (Standard 5).</translation>
    </message>
    <message>
        <source>Usage: faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline attach -o FILE [--duration D] --node &apos;TRANSPORT COMMAND&apos; --node &apos;TRANSPORT COMMAND&apos; ...</source>
        <translation>Aufruf: faultline attach -o DATEI [--duration D] [--pid PID ...] -- TRANSPORTBEFEHL...
       faultline attach -o DATEI [--duration D] --node &apos;TRANSPORTBEFEHL&apos; --node &apos;TRANSPORTBEFEHL&apos; ...</translation>
    </message>
    <message>
        <source>Examples:
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</source>
        <translation>Beispiele:
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</translation>
    </message>
    <message>
        <source>faultline attach: unexpected argument “%1”; the transport command goes after --.</source>
        <translation>faultline attach: unerwartetes Argument „%1“; der Transportbefehl steht nach --.</translation>
    </message>
    <message>
        <source>faultline attach: cannot read --node “%1”: %2</source>
        <translation>faultline attach: --node „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>faultline attach: --node needs a transport command.</source>
        <translation>faultline attach: --node erwartet einen Transportbefehl.</translation>
    </message>
    <message>
        <source>faultline attach: missing the transport command after --, for example: -- ssh NODE sudo -n faultline-probe serve --stdio</source>
        <translation>faultline attach: der Transportbefehl nach -- fehlt, zum Beispiel: -- ssh NODE sudo -n faultline-probe serve --stdio</translation>
    </message>
    <message>
        <source>faultline attach: missing -o FILE.</source>
        <translation>faultline attach: -o DATEI fehlt.</translation>
    </message>
    <message>
        <source>faultline attach: invalid duration “%1” (examples: 30, 30s, 500ms, 5m, 1h).</source>
        <translation>faultline attach: ungültige Dauer „%1“ (Beispiele: 30, 30s, 500ms, 5m, 1h).</translation>
    </message>
    <message>
        <source>faultline attach: --pid needs process ids, not “%1”.</source>
        <translation>faultline attach: --pid erwartet Prozess-IDs, nicht „%1“.</translation>
    </message>
    <message>
        <source>faultline attach: --pid names processes of one node; with several nodes every process each probe lets you trace is captured.</source>
        <translation>faultline attach: --pid nennt Prozesse eines Knotens; bei mehreren Knoten wird jeder Prozess aufgezeichnet, den die jeweilige Sonde verfolgen darf.</translation>
    </message>
    <message>
        <source>faultline attach: --retries takes a number from 0 to 999.</source>
        <translation>faultline attach: --retries erwartet eine Zahl von 0 bis 999.</translation>
    </message>
    <message>
        <source>faultline attach: %1 keeps the %2 events received.</source>
        <translation>faultline attach: %1 behält die %2 empfangenen Ereignisse.</translation>
    </message>
    <message>
        <source>%1 events from %2 (%3) in %4 s (%5 events/s) written to %6</source>
        <translation>%1 Ereignisse von %2 (%3) in %4 s (%5 Ereignisse/s) nach %6 geschrieben</translation>
    </message>
    <message>
        <source>resumed %1 times after the connection dropped; %2 repeated events skipped</source>
        <translation>%1-mal nach Verbindungsabbruch fortgesetzt; %2 wiederholte Ereignisse übersprungen</translation>
    </message>
    <message>
        <source>the probe ended the capture: %1</source>
        <translation>Die Sonde hat die Aufzeichnung beendet: %1</translation>
    </message>
</context>
<context>
    <name>BlockMapImage</name>
    <message>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>Freigabe ausstehend</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>frei (im Cache)</translation>
    </message>
    <message>
        <source>allocated by the selected frame</source>
        <translation>vom ausgewählten Frame belegt</translation>
    </message>
    <message>
        <source>The snapshot&apos;s state</source>
        <translation>Zustand des Snapshots</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>Endzustand (nach allen %1 Einträgen)</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>Vor dem ersten von %1 aufgezeichneten Einträgen</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>Nach Eintrag #%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n Segment</numerusform>
            <numerusform>%n Segmente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (pool or stream filter)</source>
        <translation>%1 von %2 (Pool- oder Stream-Filter)</translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3</source>
        <translation>GPU %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Reserved %1 · allocated %2 · requested %3 · pending free %4 · free (cached) %5 · largest free block %6 · external fragmentation %7</source>
        <translation>Reserviert %1 · belegt %2 · angefordert %3 · Freigabe ausstehend %4 · frei (im Cache) %5 · größter freier Block %6 · externe Fragmentierung %7</translation>
    </message>
    <message>
        <source>Segments as rows, blocks in address order, widths proportional to size · exported %1 UTC by Faultline %2</source>
        <translation>Segmente als Zeilen, Blöcke in Adressreihenfolge, Breiten proportional zur Größe · exportiert %1 UTC von Faultline %2</translation>
    </message>
</context>
<context>
    <name>CaptureCopy</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>A capture cannot be saved over itself.</source>
        <translation>Eine Aufzeichnung kann nicht über sich selbst gespeichert werden.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Copying %1 failed: %2</source>
        <translation>Kopieren von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Cannot finish %1: %2</source>
        <translation>%1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1 kann nicht in %2 umbenannt werden.</translation>
    </message>
</context>
<context>
    <name>CaptureDescription</name>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Ingero</source>
        <translation>Ingero</translation>
    </message>
    <message>
        <source>%1, schema %2</source>
        <translation>%1, Schema %2</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled)</source>
        <translation>%1 gespeichert, %2 gesehen (Stichprobe)</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The tracer saw more events than the capture stored. Counts marked “sampled” come from event_aggregates; latency percentiles are computed over the stored events.</source>
        <translation>Der Tracer hat mehr Ereignisse gesehen, als die Aufzeichnung gespeichert hat. Als „Stichprobe“ markierte Anzahlen stammen aus event_aggregates; Latenz-Perzentile werden über die gespeicherten Ereignisse berechnet.</translation>
    </message>
    <message>
        <source>%1, imported by Faultline</source>
        <translation>%1, importiert von Faultline</translation>
    </message>
    <message>
        <source>%1 (format %2), imported by Faultline</source>
        <translation>%1 (Format %2), importiert von Faultline</translation>
    </message>
    <message>
        <source>%1 ranks merged: %2</source>
        <extracomment>%1 a number of ranks (2 or more), %2 their names: &quot;rank0, rank3&quot;</extracomment>
        <translation>%1 Ränge zusammengeführt: %2</translation>
    </message>
    <message>
        <source>%1 · driver %2</source>
        <translation>%1 · Treiber %2</translation>
    </message>
    <message>
        <source>%1 (the machine has %2)</source>
        <extracomment>%1 the GPUs the job used (or &quot;none used&quot;), %2 every GPU of the machine: &quot;8 × NVIDIA A100-PG509-200&quot;</extracomment>
        <translation>%1 (der Rechner hat %2)</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>keine genutzt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CaptureDiff</name>
    <message>
        <source>GPU idle in synchronisation</source>
        <translation>GPU-Leerlauf in Synchronisationen</translation>
    </message>
    <message>
        <source>GPU idle in blocking copies</source>
        <translation>GPU-Leerlauf in blockierenden Kopien</translation>
    </message>
    <message>
        <source>GPU idle waiting for input</source>
        <translation>GPU-Leerlauf beim Warten auf Eingaben</translation>
    </message>
    <message>
        <source>GPU idle during CPU work</source>
        <translation>GPU-Leerlauf während CPU-Arbeit</translation>
    </message>
    <message>
        <source>GPU idle between launches</source>
        <translation>GPU-Leerlauf zwischen Starts</translation>
    </message>
    <message>
        <source>GPU idle while the host thread was off the CPU</source>
        <translation>GPU-Leerlauf, während der Host-Thread Off-CPU war</translation>
    </message>
    <message>
        <source>GPU idle for no recorded reason</source>
        <translation>GPU-Leerlauf ohne aufgezeichneten Grund</translation>
    </message>
    <message>
        <source>time in %1</source>
        <extracomment>%1 the name of a CUDA call or of a profiler range</extracomment>
        <translation>Zeit in %1</translation>
    </message>
    <message>
        <source>GPU time in %1</source>
        <extracomment>%1 the name of a GPU kernel</extracomment>
        <translation>GPU-Zeit in %1</translation>
    </message>
    <message>
        <source>time lost to %1</source>
        <extracomment>%1 the rule of a causal chain in words (&quot;input starvation&quot;)</extracomment>
        <translation>Zeitverlust durch %1</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>pro Schritt</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>pro Sekunde</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 shorter (−%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>Der Schritt von B ist %1 kürzer (−%2)</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 longer (+%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>Der Schritt von B ist %1 länger (+%2)</translation>
    </message>
    <message>
        <source>B&apos;s step is as long as A&apos;s (%1)</source>
        <extracomment>%1 the median step of both runs</extracomment>
        <translation>Der Schritt von B ist so lang wie der von A (%1)</translation>
    </message>
    <message>
        <source>%1 has no steps, so both runs are measured per second</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run without steps</extracomment>
        <translation>%1 hat keine Schritte, daher werden beide Läufe pro Sekunde gemessen</translation>
    </message>
    <message>
        <source>Neither run has steps, so both are measured per second</source>
        <translation>Keiner der Läufe hat Schritte, daher werden beide pro Sekunde gemessen</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4</source>
        <translation>%1 sank von %2 auf %3 %4</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4</source>
        <translation>%1 stieg von %2 auf %3 %4</translation>
    </message>
    <message>
        <source>GPU busy stayed at %1</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>GPU-Auslastung blieb bei %1</translation>
    </message>
    <message>
        <source>GPU busy rose from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU-Auslastung stieg von %1 auf %2</translation>
    </message>
    <message>
        <source>GPU busy fell from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU-Auslastung sank von %1 auf %2</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges and GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>Nur %1 zeichnet CPU-Bereiche und GPU-Arbeit auf; der Befund vergleicht, was beide aufzeichnen.</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>Nur %1 zeichnet CPU-Bereiche auf; der Befund vergleicht, was beide aufzeichnen.</translation>
    </message>
    <message>
        <source>Only %1 records GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>Nur %1 zeichnet GPU-Arbeit auf; der Befund vergleicht, was beide aufzeichnen.</translation>
    </message>
    <message>
        <source>No change: the two runs measure the same.</source>
        <translation>Keine Änderung: Die beiden Läufe messen dasselbe.</translation>
    </message>
    <message>
        <source>%1 appeared, %2 %3</source>
        <extracomment>%1 what changed (&quot;time in DataLoader.__next__&quot;), %2 and %3 durations, %4 &quot;per step&quot; or &quot;per second&quot; %1 what changed (&quot;time lost to input starvation&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: A had none of it</extracomment>
        <translation>%1 kam neu hinzu, %2 %3</translation>
    </message>
    <message>
        <source>%1 is gone (was %2 %3)</source>
        <extracomment>%1 what changed (&quot;time in cudaMemcpy&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: B has none of it</extracomment>
        <translation>%1 ist entfallen (vorher %2 %3)</translation>
    </message>
    <message>
        <source>GPU busy computing</source>
        <translation>GPU ausgelastet mit Berechnung</translation>
    </message>
    <message>
        <source>GPU busy communicating</source>
        <translation>GPU ausgelastet mit Kommunikation</translation>
    </message>
    <message>
        <source>GPU busy copying</source>
        <translation>GPU ausgelastet mit Kopieren</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is a file path, %2 why it could not be opened</extracomment>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (no SQLite header)</source>
        <translation>%1 ist keine SQLite-Datenbank (kein SQLite-Header)</translation>
    </message>
    <message>
        <source>%1 is truncated: the SQLite header is incomplete</source>
        <translation>%1 ist abgeschnitten: Der SQLite-Header ist unvollständig</translation>
    </message>
    <message>
        <source>; the file is truncated: it holds %1 of the %2 pages its header announces</source>
        <extracomment>Appended to an error (mind the leading &quot;; &quot;); %1 and %2 are page counts</extracomment>
        <translation>; die Datei ist abgeschnitten: Sie enthält %1 der %2 Seiten, die ihr Header ankündigt</translation>
    </message>
    <message>
        <source>the file is truncated: it holds %1 of the %2 pages its header announces; what is there is shown</source>
        <translation>Die Datei ist abgeschnitten: Sie enthält %1 der %2 Seiten, die ihr Header ankündigt; angezeigt wird, was vorhanden ist</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was written by a newer capture format (user_version %2; this Faultline reads up to %3). Update Faultline to open it.</source>
        <extracomment>%2 and %3 are schema version numbers</extracomment>
        <translation>%1 wurde in einem neueren Aufzeichnungsformat geschrieben (user_version %2; diese Faultline-Version liest bis %3). Faultline aktualisieren, um die Datei zu öffnen.</translation>
    </message>
    <message>
        <source>cannot read the schema of %1: %2</source>
        <translation>Das Schema von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the schema of %1 is unreadable (%2)</source>
        <translation>Das Schema von %1 ist unlesbar (%2)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a capture: it has no `events` table (expected an Ingero or Faultline trace database)</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Aufzeichnung: Es fehlt die Tabelle `events` (erwartet wird eine Trace-Datenbank von Ingero oder Faultline)</translation>
    </message>
    <message>
        <source>%1 is not a capture Faultline understands: `events` has no `%2` column</source>
        <extracomment>%2 is a column name</extracomment>
        <translation>%1 ist keine Aufzeichnung, die Faultline versteht: `events` hat keine Spalte `%2`</translation>
    </message>
    <message>
        <source>cannot find the extent of the events table: %1</source>
        <translation>Der Umfang der Tabelle events kann nicht ermittelt werden: %1</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>unlesbar: %1</translation>
    </message>
    <message>
        <source>stopped early: %1</source>
        <translation>vorzeitig abgebrochen: %1</translation>
    </message>
    <message>
        <source>chain %1: recommendations are not a JSON array of strings</source>
        <translation>Kette %1: Die Empfehlungen sind kein JSON-Array aus Strings</translation>
    </message>
    <message>
        <source>chain %1: timeline is not a JSON array</source>
        <translation>Kette %1: Der Ablauf ist kein JSON-Array</translation>
    </message>
    <message>
        <source>annotation %1: labels are not a JSON object</source>
        <translation>Notiz %1: Die Labels sind kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 stack(s) with malformed frames JSON (first: %2)</source>
        <translation>%1 Stack(s) mit fehlerhaftem Frames-JSON (erster Fehler: %2)</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>Ereignisse können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>reading stopped at rowid %1: %2</source>
        <translation>Lesen bei rowid %1 abgebrochen: %2</translation>
    </message>
    <message>
        <source>too many corrupt pages; stopped at rowid %1</source>
        <translation>Zu viele beschädigte Seiten; bei rowid %1 abgebrochen</translation>
    </message>
    <message>
        <source>the events table has corrupt pages: about %1 row(s) could not be read and were skipped; %2 were read</source>
        <translation>Die Tabelle events hat beschädigte Seiten: Etwa %1 Zeile(n) waren nicht lesbar und wurden übersprungen; %2 wurden gelesen</translation>
    </message>
</context>
<context>
    <name>ChainEngine</name>
    <message>
        <source>process (pid %1)</source>
        <extracomment>An unnamed process</extracomment>
        <translation>Prozess (PID %1)</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <extracomment>%1 is a process name like python3, %2 its pid</extracomment>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <extracomment>An unnamed thread; %1 is its thread id</extracomment>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>CPU at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a CPU usage percentage</extracomment>
        <translation>CPU bei %1 %</translation>
    </message>
    <message>
        <source>CPU peaked at %1 %</source>
        <translation>CPU in der Spitze bei %1 %</translation>
    </message>
    <message>
        <source>memory at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a memory usage percentage</extracomment>
        <translation>Speicher bei %1 %</translation>
    </message>
    <message>
        <source>memory peaked at %1 %</source>
        <translation>Speicher in der Spitze bei %1 %</translation>
    </message>
    <message>
        <source>swapping (%1 MB)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a number of megabytes</extracomment>
        <translation>Auslagerung (%1 MB)</translation>
    </message>
    <message>
        <source>%1 MB swapped</source>
        <translation>%1 MB ausgelagert</translation>
    </message>
    <message>
        <source>Find what else uses host memory, or add RAM: the job is swapping</source>
        <translation>Herausfinden, was sonst Host-Speicher belegt, oder RAM nachrüsten: Der Job lagert aus</translation>
    </message>
    <message>
        <source>load average %1</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is the system load average, like 12.5</extracomment>
        <translation>durchschnittliche Last %1</translation>
    </message>
    <message>
        <source>load average up to %1</source>
        <translation>durchschnittliche Last bis %1</translation>
    </message>
    <message>
        <source>%1 context switches</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 Kontextwechsel</translation>
    </message>
    <message>
        <source>%1 times a traced thread was switched out</source>
        <translation>%1-mal wurde ein verfolgter Thread verdrängt</translation>
    </message>
    <message>
        <source>Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)</source>
        <translation>Trainingsprozess an eigene Kerne binden (taskset -c oder os.sched_setaffinity)</translation>
    </message>
    <message>
        <source>Run background jobs (logrotate, cron, backups) at nice 19 or away from the GPU host</source>
        <translation>Hintergrundjobs (logrotate, cron, Backups) mit nice 19 oder außerhalb des GPU-Hosts ausführen</translation>
    </message>
    <message>
        <source>%1 of host page allocations</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a size like 1.5 GiB</extracomment>
        <translation>%1 an Host-Seitenbelegungen</translation>
    </message>
    <message>
        <source>%1 of pages allocated</source>
        <extracomment>%1 is a size like 1.5 GiB</extracomment>
        <translation>%1 an Seiten belegt</translation>
    </message>
    <message>
        <source>Find the process allocating host memory while the GPU work runs</source>
        <translation>Den Prozess ermitteln, der während der GPU-Arbeit Host-Speicher belegt</translation>
    </message>
    <message>
        <source>%1 block IO operations (peak %2)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %2 is the longest operation, like 3.2 ms</extracomment>
        <translation>%1 Block-I/O-Operationen (Spitze %2)</translation>
    </message>
    <message>
        <source>%1 operations, %2 in total, peak %3</source>
        <extracomment>Block IO operations; %2 and %3 are durations like 3.2 ms</extracomment>
        <translation>%1 Operationen, insgesamt %2, Spitze %3</translation>
    </message>
    <message>
        <source>Move data and checkpoints to local NVMe: block IO peaked at %1</source>
        <extracomment>%1 is a duration like 80 ms</extracomment>
        <translation>Daten und Checkpoints auf lokale NVMe verlagern: Block-I/O erreichte in der Spitze %1</translation>
    </message>
    <message>
        <source>Reads dominate: cache the dataset in memory or raise DataLoader prefetch_factor</source>
        <translation>Lesezugriffe überwiegen: Datensatz im Speicher cachen oder prefetch_factor des DataLoader erhöhen</translation>
    </message>
    <message>
        <source>Writes dominate: checkpoint less often or write asynchronously</source>
        <translation>Schreibzugriffe überwiegen: seltener Checkpoints schreiben oder asynchron schreiben</translation>
    </message>
    <message>
        <source>%1 TCP retransmits</source>
        <extracomment>One of the causes joined into a chain&apos;s title, and the title of a chain of its own</extracomment>
        <translation>%1 TCP-Neuübertragungen</translation>
    </message>
    <message>
        <source>%1 retransmitted segments</source>
        <translation>%1 erneut übertragene Segmente</translation>
    </message>
    <message>
        <source>Check the network path (NIC errors, MTU, congestion): TCP is retransmitting</source>
        <translation>Netzwerkpfad prüfen (NIC-Fehler, MTU, Überlast): TCP überträgt Segmente erneut</translation>
    </message>
    <message>
        <source>%1 socket operations</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 Socket-Operationen</translation>
    </message>
    <message>
        <source>%1 socket calls moving %2</source>
        <extracomment>%2 is a size like 12 MiB</extracomment>
        <translation>%1 Socket-Aufrufe übertragen %2</translation>
    </message>
    <message>
        <source>%1 p99 = %2 (%3× p50 %4) — %5</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a ratio like 4.5, %5 the causes joined with &quot; + &quot; (like &quot;CPU at 97 % + 120 context switches&quot;)</extracomment>
        <translation>%1 p99 = %2 (%3× p50 %4) — %5</translation>
    </message>
    <message>
        <source>p99 = %1 (%2× p50 = %3)</source>
        <extracomment>%1 and %3 are durations like 3.2 ms, %2 a ratio like 4.5</extracomment>
        <translation>p99 = %1 (%2× p50 = %3)</translation>
    </message>
    <message>
        <source>%1 usually takes %2, but 1 call in 100 takes %3 or more (%4× the median, over the last %5 calls up to %6). In the same period: %7. Slow calls that coincide with these conditions point at them rather than at the GPU.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 durations, %4 a ratio like 4.5, %5 a number of calls, %6 a time since the capture began like 42.1 s, %7 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 dauert üblicherweise %2, aber 1 von 100 Aufrufen dauert %3 oder länger (%4× der Median, über die letzten %5 Aufrufe bis %6). Im selben Zeitraum: %7. Langsame Aufrufe, die mit diesen Bedingungen zusammenfallen, deuten auf diese hin und nicht auf die GPU.</translation>
    </message>
    <message>
        <source>%1 rate fell to %2/s from a peak of %3/s — %4</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 calls per second, %4 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1-Rate fiel von einer Spitze von %3/s auf %2/s — %4</translation>
    </message>
    <message>
        <source>%1 calls/s against a peak of %2/s (%3 fewer)</source>
        <extracomment>%3 is a percentage like 45 %</extracomment>
        <translation>%1 Aufrufe/s gegenüber einer Spitze von %2/s (%3 weniger)</translation>
    </message>
    <message>
        <source>The job issued %1 %2 times per second at its best, but only %3 times in the last whole second (%4), while %5.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %4 a time since the capture began like 42.1 s, %5 the causes joined with &quot; + &quot;</extracomment>
        <translation>Der Job rief %1 in der Spitze %2-mal pro Sekunde auf, in der letzten vollen Sekunde (%4) aber nur %3-mal. Gleichzeitig: %5.</translation>
    </message>
    <message>
        <source>%1 spikes to %2 every ~%3 calls (median %4)</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a number of calls</extracomment>
        <translation>%1 springt alle ~%3 Aufrufe auf %2 (Median %4)</translation>
    </message>
    <message>
        <source>something periodic in the job: a cache release, a checkpoint, a logging step</source>
        <translation>etwas Periodisches im Job: eine Cache-Freigabe, ein Checkpoint, ein Logging-Schritt</translation>
    </message>
    <message>
        <source>%1 calls slower than 3× the median, %2 of %3 gaps within 30 % of %4 calls</source>
        <extracomment>%2 of %3 gaps between slow calls are within 30 % of %4 calls</extracomment>
        <translation>%1 Aufrufe langsamer als 3× der Median, %2 von %3 Abständen innerhalb von 30 % um %4 Aufrufe</translation>
    </message>
    <message>
        <source>%1 normally takes %2, but %3 calls took %4 (median of the slow ones), and they come back every ~%5 calls: %6 in total (%7 of the range). A regular rhythm points at periodic work in the job rather than at contention.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2, %4 and %6 durations like 3.2 ms, %3 and %5 numbers of calls, %7 a percentage like 4 %</extracomment>
        <translation>%1 dauert normalerweise %2, aber %3 Aufrufe dauerten %4 (Median der langsamen), und sie kehren alle ~%5 Aufrufe wieder: insgesamt %6 (%7 des Bereichs). Ein regelmäßiger Rhythmus deutet eher auf periodische Arbeit im Job hin als auf Konkurrenz um Ressourcen.</translation>
    </message>
    <message>
        <source> For cudaMalloc this is the caching allocator handing its cache back (empty_cache(), a memory fraction limit, or an allocation that does not fit) and mapping memory again on the next call.</source>
        <extracomment>Appended to the explanation of a periodic cudaMalloc spike; mind the leading space</extracomment>
        <translation> Bei cudaMalloc ist das der Caching-Allocator, der seinen Cache zurückgibt (empty_cache(), ein Limit für den Speicheranteil oder eine Belegung, die nicht passt) und beim nächsten Aufruf erneut Speicher mappt.</translation>
    </message>
    <message>
        <source>Look for work done every N steps at the source lines above (empty_cache(), checkpointing, logging, evaluation)</source>
        <translation>In den Quellzeilen oben nach Arbeit suchen, die alle N Schritte anfällt (empty_cache(), Checkpoints, Logging, Evaluierung)</translation>
    </message>
    <message>
        <source>Keep the cache: drop periodic torch.cuda.empty_cache() calls, or set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>Cache behalten: periodische torch.cuda.empty_cache()-Aufrufe entfernen oder PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen</translation>
    </message>
    <message>
        <source>OOM killer ended %1 at %2</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s</extracomment>
        <translation>OOM-Killer beendete %1 bei %2</translation>
    </message>
    <message>
        <source>host memory exhausted</source>
        <translation>Host-Speicher erschöpft</translation>
    </message>
    <message>
        <source>killed pid %1</source>
        <translation>PID %1 beendet</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2; system memory peaked at %3 %. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s, %3 a memory usage percentage</extracomment>
        <translation>Dem Kernel ging der Speicher aus, und er beendete PID %1 bei %2; der Systemspeicher lag in der Spitze bei %3 %. Alles, was der Prozess auf der GPU hielt, ist damit verloren.</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s</extracomment>
        <translation>Dem Kernel ging der Speicher aus, und er beendete PID %1 bei %2. Alles, was der Prozess auf der GPU hielt, ist damit verloren.</translation>
    </message>
    <message>
        <source>Lower host memory use: fewer DataLoader workers, smaller prefetch_factor, pin_memory only where it helps</source>
        <translation>Host-Speicherverbrauch senken: weniger DataLoader-Worker, kleinerer prefetch_factor, pin_memory nur, wo es hilft</translation>
    </message>
    <message>
        <source>Set a memory limit on co-located jobs so they, not training, hit it first</source>
        <translation>Mitlaufenden Jobs auf demselben Host ein Speicherlimit setzen, damit sie zuerst daran stoßen und nicht das Training</translation>
    </message>
    <message>
        <source>Pod restarted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod bei %1 neu gestartet</translation>
    </message>
    <message>
        <source>container restart</source>
        <translation>Neustart des Containers</translation>
    </message>
    <message>
        <source>Pod evicted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod bei %1 geräumt (Eviction)</translation>
    </message>
    <message>
        <source>eviction by the node</source>
        <translation>Räumung (Eviction) durch den Knoten</translation>
    </message>
    <message>
        <source>%1; the job lost its state on that pod.</source>
        <extracomment>%1 is &quot;Pod restarted at 42.1 s&quot; or &quot;Pod evicted at 42.1 s&quot;</extracomment>
        <translation>%1; der Job hat seinen Zustand auf diesem Pod verloren.</translation>
    </message>
    <message>
        <source>Check the container&apos;s exit reason and liveness probes</source>
        <translation>Exit-Grund und Liveness-Probes des Containers prüfen</translation>
    </message>
    <message>
        <source>Check the node&apos;s memory and disk pressure that triggered eviction</source>
        <translation>Speicher- und Plattendruck des Knotens prüfen, der die Räumung ausgelöst hat</translation>
    </message>
    <message>
        <source>packet loss or congestion on the network path</source>
        <translation>Paketverlust oder Überlast auf dem Netzwerkpfad</translation>
    </message>
    <message>
        <source>TCP resent %1 segments in this range; collective operations and data loading over the network wait for each one.</source>
        <translation>TCP hat in diesem Bereich %1 Segmente erneut gesendet; kollektive Operationen und das Laden von Daten über das Netzwerk warten auf jedes davon.</translation>
    </message>
    <message>
        <source>cudaMalloc p50 rose %1× (%2 → %3)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a ratio like 2.5, %2 and %3 durations like 3.2 ms</extracomment>
        <translation>cudaMalloc-p50 um %1× gestiegen (%2 → %3)</translation>
    </message>
    <message>
        <source>%1 frees from empty_cache()</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 Freigaben durch empty_cache()</translation>
    </message>
    <message>
        <source>%1 cuMemAlloc calls bypassing the caching allocator</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 cuMemAlloc-Aufrufe am Caching-Allocator vorbei</translation>
    </message>
    <message>
        <source>Allocation churn in %1: %2 allocations and frees per second — %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 the causes joined with &quot; + &quot;</extracomment>
        <translation>Ständiges Belegen und Freigeben in %1: %2 Belegungen und Freigaben pro Sekunde — %3</translation>
    </message>
    <message>
        <source>%1 cudaMalloc and %2 cudaFree calls at %3/s, %4 of the time in cudaMalloc</source>
        <extracomment>%3 is calls per second, %4 a percentage like 12 %</extracomment>
        <translation>%1 cudaMalloc- und %2 cudaFree-Aufrufe mit %3/s, %4 der Zeit in cudaMalloc</translation>
    </message>
    <message>
        <source>window of %1 calls: p50 %2, p99 %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>Fenster von %1 Aufrufen: p50 %2, p99 %3</translation>
    </message>
    <message>
        <source>%1 cudaFree calls come from torch.cuda.empty_cache(), which returns cached blocks that the next step allocates again</source>
        <translation>%1 cudaFree-Aufrufe stammen von torch.cuda.empty_cache(), das gecachte Blöcke zurückgibt, die der nächste Schritt erneut belegt</translation>
    </message>
    <message>
        <source>%1 calls (%2) allocate straight from the driver through ctypes, outside the caching allocator</source>
        <extracomment>%2 is a size like 1.5 GiB</extracomment>
        <translation>%1 Aufrufe (%2) belegen über ctypes direkt beim Treiber, am Caching-Allocator vorbei</translation>
    </message>
    <message>
        <source>%1 allocated and freed GPU memory %2 times per second and spent %3 (%4 of the range) inside cudaMalloc.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 hat %2-mal pro Sekunde GPU-Speicher belegt und freigegeben und %3 (%4 des Bereichs) in cudaMalloc verbracht.</translation>
    </message>
    <message>
        <source> The typical cudaMalloc got slower as the run went on, from %1 to %2 (p99 %3 → %4): the caching allocator&apos;s pool is fragmenting, so more requests miss it and go to the driver.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 to %4 are durations like 3.2 ms</extracomment>
        <translation> Das typische cudaMalloc wurde im Verlauf des Laufs langsamer, von %1 auf %2 (p99 %3 → %4): Der Pool des Caching-Allocators fragmentiert, sodass mehr Anforderungen ihn verfehlen und an den Treiber gehen.</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() hands cached blocks back to the driver %1 times, so the next allocations pay for cudaMalloc again.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> torch.cuda.empty_cache() gibt gecachte Blöcke %1-mal an den Treiber zurück, sodass die nächsten Belegungen erneut die Kosten von cudaMalloc tragen.</translation>
    </message>
    <message>
        <source> %1 cuMemAlloc calls from Python (ctypes) take %2 that PyTorch&apos;s allocator cannot see or reuse.</source>
        <extracomment>Appended to the explanation; mind the leading space. %2 is a size like 1.5 GiB</extracomment>
        <translation> %1 cuMemAlloc-Aufrufe aus Python (ctypes) belegen %2, die der Allocator von PyTorch weder sieht noch wiederverwenden kann.</translation>
    </message>
    <message>
        <source> Most of the allocation time comes from %1:%2 (%3).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line, %3 a function</extracomment>
        <translation> Der größte Teil der Belegungszeit entfällt auf %1:%2 (%3).</translation>
    </message>
    <message>
        <source>Pre-allocate buffers once and reuse them across steps instead of allocating per step</source>
        <translation>Puffer einmal vorab belegen und über Schritte hinweg wiederverwenden, statt in jedem Schritt neu zu belegen</translation>
    </message>
    <message>
        <source>Remove torch.cuda.empty_cache() from the training loop</source>
        <translation>torch.cuda.empty_cache() aus der Trainingsschleife entfernen</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to stop the pool fragmenting</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen, damit der Pool nicht fragmentiert</translation>
    </message>
    <message>
        <source>Allocate through PyTorch (torch.empty on the device) instead of cuMemAlloc through ctypes, so the caching allocator can reuse the memory</source>
        <translation>Über PyTorch belegen (torch.empty auf dem Gerät) statt cuMemAlloc über ctypes, damit der Caching-Allocator den Speicher wiederverwenden kann</translation>
    </message>
    <message>
        <source>GPU memory leak in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>GPU-Speicherleck in %1: %2 von %3 Belegungen (%4) nie freigegeben</translation>
    </message>
    <message>
        <source>allocations that are never freed, growing steadily</source>
        <translation>Belegungen, die nie freigegeben werden und stetig wachsen</translation>
    </message>
    <message>
        <source>GPU memory retained in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>GPU-Speicher in %1 gehalten: %2 von %3 Belegungen (%4) nie freigegeben</translation>
    </message>
    <message>
        <source>memory kept by its owner (the caching allocator or long-lived tensors), not growing</source>
        <translation>Speicher, den sein Besitzer hält (Caching-Allocator oder langlebige Tensoren), ohne zu wachsen</translation>
    </message>
    <message>
        <source>%1 allocated through traced calls at the end of quarter %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 the quarter of the range (1 to 4)</extracomment>
        <translation>%1 am Ende des %2. Viertels über verfolgte Aufrufe belegt</translation>
    </message>
    <message>
        <source>%1 made %2 cudaMalloc calls and %3 cudaFree calls; %4 frees match an allocation, and %5 allocations holding %6 are still allocated at the end of the range.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %6 a size like 1.5 GiB</extracomment>
        <translation>%1 hat %2 cudaMalloc- und %3 cudaFree-Aufrufe ausgeführt; %4 Freigaben passen zu einer Belegung, und %5 Belegungen mit zusammen %6 sind am Ende des Bereichs noch belegt.</translation>
    </message>
    <message>
        <source> What stays allocated grew in every quarter of the range, which is what a leak looks like: references kept in a list, a cache or a closure.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> Der dauerhaft belegte Speicher wuchs in jedem Viertel des Bereichs – so sieht ein Leck aus: Referenzen, die in einer Liste, einem Cache oder einer Closure gehalten werden.</translation>
    </message>
    <message>
        <source>Find who keeps references to the tensors allocated at the top source lines (lists of losses, hooks, caches); call .detach()/.item() before keeping values</source>
        <translation>Ermitteln, wer Referenzen auf die in den obersten Quellzeilen belegten Tensoren hält (Listen von Losses, Hooks, Caches); vor dem Aufbewahren von Werten .detach()/.item() aufrufen</translation>
    </message>
    <message>
        <source>Compare torch.cuda.memory_allocated() across steps to confirm the growth</source>
        <translation>torch.cuda.memory_allocated() über mehrere Schritte vergleichen, um das Wachstum zu bestätigen</translation>
    </message>
    <message>
        <source> What stays allocated levels off, which is the caching allocator (or long-lived tensors) holding memory for reuse rather than a leak.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> Der dauerhaft belegte Speicher pendelt sich ein: Das ist der Caching-Allocator (oder langlebige Tensoren), der Speicher zur Wiederverwendung hält, und kein Leck.</translation>
    </message>
    <message>
        <source>Nothing to fix if memory is not short; otherwise cap the cache with PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8</source>
        <translation>Nichts zu beheben, solange der Speicher nicht knapp ist; sonst den Cache mit PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8 begrenzen</translation>
    </message>
    <message>
        <source>Tensor destructors synchronise the GPU in %1: %2 syncs, %3 (%4)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>Tensor-Destruktoren synchronisieren die GPU in %1: %2 Synchronisationen, %3 (%4)</translation>
    </message>
    <message>
        <source>freeing tensors in the hot loop waits for the GPU (c10::TensorImpl::~TensorImpl → sync)</source>
        <translation>Freigeben von Tensoren in der heißen Schleife wartet auf die GPU (c10::TensorImpl::~TensorImpl → sync)</translation>
    </message>
    <message>
        <source>a tensor goes out of scope</source>
        <translation>ein Tensor verlässt seinen Gültigkeitsbereich</translation>
    </message>
    <message>
        <source>%1 synchronisations inside ~TensorImpl, p99 %2, longest %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>%1 Synchronisationen in ~TensorImpl, p99 %2, längste %3</translation>
    </message>
    <message>
        <source>%1 %2 calls have c10::TensorImpl&apos;s destructor on their stack: releasing a tensor&apos;s memory made the CPU wait for the GPU to finish with it. Together they blocked the thread for %3 (%4 of the range).</source>
        <extracomment>%2 is a CUDA op like cudaStreamSynchronize, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 %2-Aufrufe haben den Destruktor von c10::TensorImpl auf ihrem Stack: Das Freigeben des Speichers eines Tensors ließ die CPU warten, bis die GPU damit fertig war. Zusammen blockierten sie den Thread für %3 (%4 des Bereichs).</translation>
    </message>
    <message>
        <source> The tensors die at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation> Die Tensoren werden in %1:%2 zerstört.</translation>
    </message>
    <message>
        <source>Keep buffers alive across iterations (pre-allocate, reuse with out= or copy_) instead of letting them die every step</source>
        <translation>Puffer über Iterationen hinweg am Leben halten (vorab belegen, mit out= oder copy_ wiederverwenden), statt sie in jedem Schritt zu zerstören</translation>
    </message>
    <message>
        <source>When a tensor is used on a side stream, call tensor.record_stream(stream) instead of synchronising before it is freed</source>
        <translation>Wird ein Tensor auf einem Neben-Stream verwendet, tensor.record_stream(stream) aufrufen, statt vor seiner Freigabe zu synchronisieren</translation>
    </message>
    <message>
        <source>Fork at %1 stalled %2 workers for %3–%4</source>
        <extracomment>%1 is a time since the capture began like 42.1 s, %3 and %4 durations: &quot;stalled 3 workers for 120 ms–1.2 s&quot;</extracomment>
        <translation>Fork bei %1 blockierte %2 Worker für %3–%4</translation>
    </message>
    <message>
        <source>fork() of a large process under memory pressure freezes the workers that share its pages</source>
        <translation>fork() eines großen Prozesses unter Speicherdruck friert die Worker ein, die seine Seiten teilen</translation>
    </message>
    <message>
        <source>fork() of a large process freezes the workers that share its pages</source>
        <translation>fork() eines großen Prozesses friert die Worker ein, die seine Seiten teilen</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork, %2 MB swapped</source>
        <extracomment>%1 is a memory usage percentage, %2 a number of megabytes</extracomment>
        <translation>Speicher bei %1 % um den Fork herum, %2 MB ausgelagert</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork</source>
        <extracomment>%1 is a memory usage percentage</extracomment>
        <translation>Speicher bei %1 % um den Fork herum</translation>
    </message>
    <message>
        <source>%1 forked %2 process(es)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a number of processes</extracomment>
        <translation>%1 hat %2 Prozess(e) geforkt</translation>
    </message>
    <message>
        <source>%1 off-CPU for %2</source>
        <extracomment>%1 is a thread like &quot;data_worker 4243&quot;, %2 a duration like 120 ms</extracomment>
        <translation>%1 für %2 Off-CPU</translation>
    </message>
    <message>
        <source>%1 called fork() at %2 (%3 fork(s) within a second). At that moment %4 threads of other processes were off-CPU for %5 to %6 and came back only after it: %7.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s, %5 and %6 durations, %7 a list of threads like &quot;data_worker 4243, data_worker 4244&quot;</extracomment>
        <translation>%1 rief bei %2 fork() auf (%3 Fork(s) innerhalb einer Sekunde). In diesem Moment waren %4 Threads anderer Prozesse für %5 bis %6 Off-CPU und liefen erst danach weiter: %7.</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it; with memory at %1 % the copy is slow.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a memory usage percentage</extracomment>
        <translation> fork() kopiert die Seitentabellen des Elternprozesses, während es dessen Memory-Map-Lock hält, und die Worker, die diese Seiten teilen, warten darauf; bei einer Speicherauslastung von %1 % ist das Kopieren langsam.</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> fork() kopiert die Seitentabellen des Elternprozesses, während es dessen Memory-Map-Lock hält, und die Worker, die diese Seiten teilen, warten darauf.</translation>
    </message>
    <message>
        <source>Create the DataLoader with persistent_workers=True so workers are not re-forked every epoch</source>
        <translation>DataLoader mit persistent_workers=True erzeugen, damit die Worker nicht in jeder Epoche neu geforkt werden</translation>
    </message>
    <message>
        <source>Use multiprocessing_context=&apos;forkserver&apos; (or &apos;spawn&apos;) for DataLoader workers</source>
        <translation>multiprocessing_context=&apos;forkserver&apos; (oder &apos;spawn&apos;) für DataLoader-Worker verwenden</translation>
    </message>
    <message>
        <source>Reduce host memory pressure before forking: fewer workers, smaller prefetch_factor, free large host tensors</source>
        <translation>Host-Speicherdruck vor dem Forken senken: weniger Worker, kleinerer prefetch_factor, große Host-Tensoren freigeben</translation>
    </message>
    <message>
        <source>%1 was switched out %2 times for %3; %4 times a worker took its place</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %3 a duration like 3.2 s</extracomment>
        <translation>%1 wurde %2-mal verdrängt, insgesamt %3; %4-mal nahm ein Worker seinen Platz ein</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core was one of the job&apos;s own %7 DataLoader workers (off-CPU: %8). The training loop waits for input it produces itself: the workers and the main process compete for the same cores.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process like &quot;python3 (pid 4242)&quot;, %3 a duration, %4 a percentage, %8 a list of workers with their off-CPU share like &quot;data_worker 4243 12 %, ...&quot;</extracomment>
        <translation>%1 von %2 war %3 (%4 des Bereichs) Off-CPU, und bei %5 von %6 Wechseln war der Thread, der seinen Kern übernahm, einer der %7 eigenen DataLoader-Worker des Jobs (Off-CPU: %8). Die Trainingsschleife wartet auf Eingaben, die sie selbst erzeugt: Worker und Hauptprozess konkurrieren um dieselben Kerne.</translation>
    </message>
    <message>
        <source>Lower DataLoader num_workers to leave a core for the training process</source>
        <translation>num_workers des DataLoader senken, damit ein Kern für den Trainingsprozess frei bleibt</translation>
    </message>
    <message>
        <source>Pin the training process and the workers to separate cores (taskset, or os.sched_setaffinity in worker_init_fn)</source>
        <translation>Trainingsprozess und Worker an getrennte Kerne binden (taskset oder os.sched_setaffinity in worker_init_fn)</translation>
    </message>
    <message>
        <source>Use persistent_workers=True so workers are not re-created every epoch</source>
        <translation>persistent_workers=True verwenden, damit die Worker nicht in jeder Epoche neu erzeugt werden</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>Ereignisse können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>segments given back to the driver every step</source>
        <translation>Segmente, die in jedem Schritt an den Treiber zurückgegeben werden</translation>
    </message>
    <message>
        <source>Allocation churn in %1: cudaMalloc and cudaFree in %2 of %3 steps, %4 (%5) — %6</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 and %3 numbers of steps, %4 a duration, %5 a percentage, %6 the causes joined with &quot; + &quot;</extracomment>
        <translation>Ständiges Belegen und Freigeben in %1: cudaMalloc und cudaFree in %2 von %3 Schritten, %4 (%5) — %6</translation>
    </message>
    <message>
        <source> cudaFree took %1 more (%2): it waits for the GPU to finish with the memory before it returns it.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a duration, %2 a percentage</extracomment>
        <translation> cudaFree brauchte %1 zusätzlich (%2): Es wartet, bis die GPU mit dem Speicher fertig ist, bevor es ihn zurückgibt.</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() is called at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation> torch.cuda.empty_cache() wird in %1:%2 aufgerufen.</translation>
    </message>
    <message>
        <source>tid %1 (not traced)</source>
        <extracomment>A thread the capture knows only by its id (not traced); %1 is the id</extracomment>
        <translation>TID %1 (nicht verfolgt)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A process that took the CPU and for how long: &quot;stress-ng (pid 4242) 1.2 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Other processes take the CPU from %1: %2 (%3) — %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a duration, %3 a percentage, %4 a list of processes</extracomment>
        <translation>Andere Prozesse nehmen %1 die CPU weg: %2 (%3) — %4</translation>
    </message>
    <message>
        <source>other processes on the node run on the cores the training thread needs</source>
        <translation>andere Prozesse auf dem Knoten laufen auf den Kernen, die der Trainings-Thread braucht</translation>
    </message>
    <message>
        <source>%1 came back to a core another process had held %2 times, after %3 off-CPU in all</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a number of times, %3 a duration like 1.2 s</extracomment>
        <translation>%1 kam %2-mal auf einen Kern zurück, den ein anderer Prozess belegt hatte, nach insgesamt %3 Off-CPU</translation>
    </message>
    <message>
        <source>%1 ran while the thread waited: %2</source>
        <extracomment>%1 is a process like &quot;stress-ng (pid 4242)&quot;, %2 a duration</extracomment>
        <translation>%1 lief, während der Thread wartete: %2</translation>
    </message>
    <message>
        <source>%1, which issues the GPU work of %2, was off-CPU for %3 (%4 of its steps) coming back to a core another process had held, in %5 of its %6 switches: %7. While it waits for a core, the GPU gets no new work.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes with the time each ran</extracomment>
        <translation>%1, der die GPU-Arbeit von %2 absetzt, war %3 (%4 seiner Schritte) Off-CPU und kam bei %5 seiner %6 Wechsel auf einen Kern zurück, den ein anderer Prozess belegt hatte: %7. Solange er auf einen Kern wartet, bekommt die GPU keine neue Arbeit.</translation>
    </message>
    <message>
        <source>Move the other processes off the GPU node&apos;s cores, or run them at nice 19 (logrotate, cron, backups, other jobs)</source>
        <translation>Die anderen Prozesse von den Kernen des GPU-Knotens verlagern oder mit nice 19 ausführen (logrotate, cron, Backups, andere Jobs)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A process and what it held: &quot;python3 (pid 4242): 60.0 GiB&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>CUDA out of memory at %1: %2 asked, %3 held — %4</source>
        <extracomment>%1 is where: a Python file and line like train.py:18 (or the CUDA call when no line is known), %2 and %3 sizes like 23.6 GiB, %4 the kind: fragmentation, exhaustion, memory held elsewhere, or exhaustion or fragmentation (cannot tell)</extracomment>
        <translation>CUDA-Out-of-Memory in %1: %2 angefordert, %3 gehalten — %4</translation>
    </message>
    <message>
        <source>fragmentation: the memory held is split among segments that each keep a live tensor, and the request needs one piece</source>
        <translation>Fragmentierung: Der gehaltene Speicher ist auf Segmente verteilt, die jeweils einen lebenden Tensor enthalten, und die Anforderung braucht ein zusammenhängendes Stück</translation>
    </message>
    <message>
        <source>exhaustion: the memory in use and the request together exceed the GPU</source>
        <translation>Speichermangel: Belegter Speicher und Anforderung übersteigen zusammen die GPU</translation>
    </message>
    <message>
        <source>memory held elsewhere: another process or a library outside the traced calls</source>
        <translation>Speicher anderswo gehalten: ein anderer Prozess oder eine Bibliothek außerhalb der verfolgten Aufrufe</translation>
    </message>
    <message>
        <source>%1(%2) failed: out of memory (error %3)</source>
        <extracomment>%1 is a CUDA call like cudaMalloc, %2 a size, %3 the error code</extracomment>
        <translation>%1(%2) fehlgeschlagen: Speichermangel (Fehler %3)</translation>
    </message>
    <message>
        <source>the process held %1 in %2 segments through traced allocations: %3 of 2 MiB or less, %4 of up to 20 MiB (for requests of 1-10 MiB), %5 larger</source>
        <extracomment>%1 is a size, %2 a number of segments; the second sentence says how they split by size</extracomment>
        <translation>der Prozess hielt über verfolgte Belegungen %1 in %2 Segmenten: %3 mit 2 MiB oder weniger, %4 mit bis zu 20 MiB (für Anforderungen von 1-10 MiB), %5 größere</translation>
    </message>
    <message>
        <source>the allocator gave back %1 unused segments (%2) and asked again</source>
        <extracomment>%1 a number of segments, %2 a size</extracomment>
        <translation>der Allocator gab %1 ungenutzte Segmente (%2) zurück und forderte erneut an</translation>
    </message>
    <message>
        <source>the allocator had no segment without a live tensor to give back, and asked again</source>
        <translation>der Allocator hatte kein Segment ohne lebenden Tensor zum Zurückgeben und forderte erneut an</translation>
    </message>
    <message>
        <source>%1 failed again</source>
        <extracomment>%1 is a CUDA call like cudaMalloc</extracomment>
        <translation>%1 schlug erneut fehl</translation>
    </message>
    <message>
        <source>the GPU has %1</source>
        <extracomment>%1 is a size like 80.0 GiB</extracomment>
        <translation>die GPU hat %1</translation>
    </message>
    <message>
        <source>%1 asked %2 for %4 at %3 and got out of memory, while it held %5 in %6 segments.</source>
        <extracomment>%1 is a process, %2 a CUDA call, %3 where (file:line), %4 a size asked, %5 a size held, %6 a number of segments</extracomment>
        <translation>%1 forderte in %3 %4 von %2 an und bekam Out-of-Memory, während der Prozess %5 in %6 Segmenten hielt.</translation>
    </message>
    <message>
        <source> The GPU has %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a size</extracomment>
        <translation> Die GPU hat %1.</translation>
    </message>
    <message>
        <source> The process held %1 times what it asked for, and PyTorch&apos;s retry found no segment it could give back whole: every segment keeps at least one live tensor, so free space, however much, is split among them while the request needs one piece. Segments that can grow and shrink (expandable_segments) let freed space be mapped into one range.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a ratio like 2.7</extracomment>
        <translation> Der Prozess hielt das %1-Fache dessen, was er anforderte, und der erneute Versuch von PyTorch fand kein Segment, das er ganz zurückgeben konnte: Jedes Segment enthält mindestens einen lebenden Tensor, sodass freier Platz, egal wie viel, auf sie verteilt ist, während die Anforderung ein zusammenhängendes Stück braucht. Segmente, die wachsen und schrumpfen können (expandable_segments), lassen freigegebenen Platz in einen zusammenhängenden Bereich mappen.</translation>
    </message>
    <message>
        <source> Most of it (%1 in %2 segments) is in the 20 MiB segments the allocator makes for tensors of 1-10 MiB: tensors of varying size scattered through them leave gaps no large request can use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number of segments</extracomment>
        <translation> Das meiste davon (%1 in %2 Segmenten) liegt in den 20-MiB-Segmenten, die der Allocator für Tensoren von 1-10 MiB anlegt: Darin verstreute Tensoren unterschiedlicher Größe hinterlassen Lücken, die keine große Anforderung nutzen kann.</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True so freed space can be reused by a large request</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen, damit freigegebener Platz von einer großen Anforderung wiederverwendet werden kann</translation>
    </message>
    <message>
        <source>Allocate the large buffer first and reuse it, or pad variable-length batches to a few fixed sizes</source>
        <translation>Den großen Puffer zuerst belegen und wiederverwenden oder Batches variabler Länge auf wenige feste Größen auffüllen</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit: the memory is in use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation> PyTorch gab %1 an gecachten Segmenten zurück und forderte erneut an, und es passte trotzdem nicht: Der Speicher ist in Gebrauch.</translation>
    </message>
    <message>
        <source> What the process holds and what it asked for together exceed what the GPU has.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> Was der Prozess hält und was er anforderte, übersteigt zusammen, was die GPU hat.</translation>
    </message>
    <message>
        <source>Reduce the batch size or sequence length, or trade compute for memory (activation checkpointing, bf16)</source>
        <translation>Batchgröße oder Sequenzlänge verringern oder Rechenzeit gegen Speicher tauschen (Activation Checkpointing, bf16)</translation>
    </message>
    <message>
        <source>Drop references to tensors you no longer need before the large allocation</source>
        <translation>Vor der großen Belegung Referenzen auf nicht mehr benötigte Tensoren aufgeben</translation>
    </message>
    <message>
        <source> Other processes held %1 at that moment: %2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a list of processes with what each held</extracomment>
        <translation> Andere Prozesse hielten zu diesem Zeitpunkt %1: %2.</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) fits in the GPU (%2): the rest is held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %2 sizes</extracomment>
        <translation> Was dieser Prozess hält und anforderte (%1), passt in die GPU (%2): Der Rest wird anderswo gehalten, von einem anderen Prozess oder außerhalb der verfolgten Aufrufe (NCCL, cuBLAS-Workspaces, eine andere Bibliothek).</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) is less than any data-centre GPU has: the rest is likely held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation> Was dieser Prozess hält und anforderte (%1), ist weniger, als jede Rechenzentrums-GPU hat: Der Rest wird wahrscheinlich anderswo gehalten, von einem anderen Prozess oder außerhalb der verfolgten Aufrufe (NCCL, cuBLAS-Workspaces, eine andere Bibliothek).</translation>
    </message>
    <message>
        <source>Find the other process on the GPU (nvidia-smi) and give each job its own GPU (CUDA_VISIBLE_DEVICES)</source>
        <translation>Den anderen Prozess auf der GPU ermitteln (nvidia-smi) und jedem Job eine eigene GPU geben (CUDA_VISIBLE_DEVICES)</translation>
    </message>
    <message>
        <source>The host waits for the GPU %1 times per step at %2: the GPU idles %3 of each %4 step after it (%5)</source>
        <extracomment>%1 a number per step like 3.0, %2 a Python file and line, %3 and %4 durations, %5 a percentage</extracomment>
        <translation>Der Host wartet pro Schritt %1-mal auf die GPU (in %2): Danach steht die GPU %3 jedes %4 langen Schritts still (%5)</translation>
    </message>
    <message>
        <source>a host synchronisation every step (.item(), .cpu(), printing a tensor, synchronize())</source>
        <translation>eine Host-Synchronisation in jedem Schritt (.item(), .cpu(), Ausgeben eines Tensors, synchronize())</translation>
    </message>
    <message>
        <source>%1 synchronising calls in %2 steps from %3, %4 waiting in them</source>
        <extracomment>%1 a number of calls, %2 a number of steps, %3 a Python file and line, %4 a duration</extracomment>
        <translation>%1 synchronisierende Aufrufe in %2 Schritten aus %3, darin %4 Wartezeit</translation>
    </message>
    <message>
        <source>%1 device-to-host copies from the same line</source>
        <extracomment>%1 a number of copies</extracomment>
        <translation>%1 Kopien vom Gerät zum Host aus derselben Zeile</translation>
    </message>
    <message>
        <source>the GPU had nothing queued for %1 after them (%2 of the steps)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>danach hatte die GPU %1 lang nichts in der Warteschlange (%2 der Schritte)</translation>
    </message>
    <message>
        <source>In %4 steps of %1, %2 made the host wait for the GPU %3 times per step. Each wait returns with the GPU&apos;s queue empty, and the GPU then idles until the host issues the next work: %5 in all, %6 per step (%7 of the steps). The host cannot run ahead of the GPU, so the step is serialised.</source>
        <extracomment>%1 a process, %2 a Python file and line, %3 a count per step, %4 a number of steps, %5 and %6 durations, %7 a percentage</extracomment>
        <translation>In %4 Schritten von %1 ließ %2 den Host %3-mal pro Schritt auf die GPU warten. Jedes Warten endet mit leerer Warteschlange der GPU, und die GPU ist dann untätig, bis der Host die nächste Arbeit absetzt: insgesamt %5, %6 pro Schritt (%7 der Schritte). Der Host kann der GPU nicht vorauslaufen, daher läuft der Schritt seriell ab.</translation>
    </message>
    <message>
        <source> The line: %1</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a line of Python</extracomment>
        <translation> Die Zeile: %1</translation>
    </message>
    <message>
        <source>Keep the values on the GPU and read them every N steps (accumulate with torch.stack, then one .tolist() or .cpu())</source>
        <translation>Die Werte auf der GPU behalten und alle N Schritte auslesen (mit torch.stack sammeln, dann ein einziges .tolist() oder .cpu())</translation>
    </message>
    <message>
        <source>Copy to pinned memory with non_blocking=True and wait on a CUDA event only when the value is needed</source>
        <translation>Mit non_blocking=True in gepinnten Speicher kopieren und erst dann auf ein CUDA-Event warten, wenn der Wert gebraucht wird</translation>
    </message>
    <message>
        <source>Input starvation: %1 makes each batch itself, on the CPU, while the GPU waits %2 per step (%3)</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>Eingabemangel: %1 erzeugt jeden Batch selbst auf der CPU, während die GPU %2 pro Schritt wartet (%3)</translation>
    </message>
    <message>
        <source>the training thread prepares its input itself: no DataLoader workers</source>
        <translation>der Trainings-Thread bereitet seine Eingabe selbst vor: keine DataLoader-Worker</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits for its %2 DataLoader workers %3 per step (%4)</source>
        <extracomment>%1 a thread, %2 a number of workers, %3 a duration per step, %4 a percentage</extracomment>
        <translation>Eingabemangel: %1 wartet %3 pro Schritt auf seine %2 DataLoader-Worker (%4)</translation>
    </message>
    <message>
        <source>the DataLoader workers, busy on the CPU, cannot keep up</source>
        <translation>die DataLoader-Worker sind auf der CPU ausgelastet und kommen nicht hinterher</translation>
    </message>
    <message>
        <source>the DataLoader workers are waiting themselves (I/O, a lock)</source>
        <translation>die DataLoader-Worker warten selbst (I/O, ein Lock)</translation>
    </message>
    <message>
        <source>Input starvation: %1 is blocked between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>Eingabemangel: %1 ist zwischen den Schritten %2 pro Schritt blockiert (%3), die GPU untätig</translation>
    </message>
    <message>
        <source>the step loop waits off the CPU for its next batch (a read, a queue, a lock)</source>
        <translation>die Schrittschleife wartet Off-CPU auf ihren nächsten Batch (ein Lesevorgang, eine Queue, ein Lock)</translation>
    </message>
    <message>
        <source>Input starvation: %1 works on the CPU between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>Eingabemangel: %1 arbeitet zwischen den Schritten %2 pro Schritt auf der CPU (%3), die GPU untätig</translation>
    </message>
    <message>
        <source>host work between steps on the training thread, with no GPU work queued</source>
        <translation>Host-Arbeit zwischen den Schritten auf dem Trainings-Thread, ohne GPU-Arbeit in der Warteschlange</translation>
    </message>
    <message>
        <source>%1 gaps with no CUDA call before a step, median %2, %3 in all, each ending at %4</source>
        <extracomment>%1 a number of gaps, %2 and %3 durations (median and total), %4 a Python file and line</extracomment>
        <translation>%1 Pausen ohne CUDA-Aufruf vor einem Schritt, Median %2, insgesamt %3, jede endet in %4</translation>
    </message>
    <message>
        <source>%1 was off the CPU for %2 of those gaps</source>
        <extracomment>%1 a thread, %2 a percentage</extracomment>
        <translation>%1 war während %2 dieser Pausen Off-CPU</translation>
    </message>
    <message>
        <source>%1 DataLoader workers, on the CPU %2 of the gaps</source>
        <extracomment>%1 a number of workers, %2 a percentage</extracomment>
        <translation>%1 DataLoader-Worker, während %2 der Pausen auf der CPU</translation>
    </message>
    <message>
        <source>the DataLoader at %1 has num_workers=%2</source>
        <extracomment>%1 a Python file and line, %2 the num_workers value as written</extracomment>
        <translation>der DataLoader in %1 hat num_workers=%2</translation>
    </message>
    <message>
        <source>Before each of %2 steps of %1, the process issued no GPU work for %3 (median; the steps take %4), %5 of the steps, until %6 started the next step. The GPU has nothing to do while the next batch is made.</source>
        <extracomment>%1 a process, %2 a number of steps, %3 a duration per step, %4 a duration per step, %5 a percentage, %6 a Python file and line</extracomment>
        <translation>Vor jedem der %2 Schritte von %1 setzte der Prozess %3 lang keine GPU-Arbeit ab (Median; die Schritte dauern %4), %5 der Schritte, bis %6 den nächsten Schritt begann. Während der nächste Batch entsteht, hat die GPU nichts zu tun.</translation>
    </message>
    <message>
        <source> The training thread stayed on the CPU for %1 of that time, and no DataLoader worker exists: it loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a percentage</extracomment>
        <translation> Der Trainings-Thread blieb während %1 dieser Zeit auf der CPU, und es gibt keinen DataLoader-Worker: Er lädt und bündelt die Batches selbst.</translation>
    </message>
    <message>
        <source>Give the DataLoader workers (num_workers=4 or more, persistent_workers=True) so batches are made in parallel with the step</source>
        <translation>Dem DataLoader Worker geben (num_workers=4 oder mehr, persistent_workers=True), damit Batches parallel zum Schritt entstehen</translation>
    </message>
    <message>
        <source>Move costly augmentation out of collate_fn, or onto the GPU</source>
        <translation>Aufwendige Augmentierung aus collate_fn herausnehmen oder auf die GPU verlagern</translation>
    </message>
    <message>
        <source> The training thread was off the CPU for %1 of it, waiting for its %2 workers, which were on the CPU %3 of that time.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %3 percentages, %2 a number</extracomment>
        <translation> Der Trainings-Thread war während %1 davon Off-CPU und wartete auf seine %2 Worker, die während %3 dieser Zeit auf der CPU waren.</translation>
    </message>
    <message>
        <source>Add DataLoader workers (as many as free cores allow) or make each sample cheaper</source>
        <translation>Mehr DataLoader-Worker einsetzen (so viele, wie freie Kerne erlauben) oder jedes Sample günstiger machen</translation>
    </message>
    <message>
        <source>Find what the workers wait on (storage, network); cache or prefetch the data, raise prefetch_factor</source>
        <translation>Ermitteln, worauf die Worker warten (Speichersystem, Netzwerk); die Daten cachen oder vorab laden, prefetch_factor erhöhen</translation>
    </message>
    <message>
        <source>Find what the loop waits on between steps (reading data, a queue); load it in DataLoader workers with prefetching</source>
        <translation>Ermitteln, worauf die Schleife zwischen den Schritten wartet (Daten lesen, eine Queue); in DataLoader-Workern mit Prefetching laden</translation>
    </message>
    <message>
        <source>Move the work between steps off the training thread (into the DataLoader&apos;s workers) or do it every N steps</source>
        <translation>Die Arbeit zwischen den Schritten vom Trainings-Thread verlagern (in die Worker des DataLoader) oder nur alle N Schritte ausführen</translation>
    </message>
    <message>
        <source> The loop reads the DataLoader made at %1 with num_workers=%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 the value as written</extracomment>
        <translation> Die Schleife liest aus dem DataLoader, der in %1 mit num_workers=%2 erzeugt wird.</translation>
    </message>
    <message>
        <source> Its collate_fn is %1 (%2).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a function, %2 a file and line</extracomment>
        <translation> Seine collate_fn ist %1 (%2).</translation>
    </message>
    <message>
        <source>killed by %1</source>
        <extracomment>How a process ended: &quot;killed by SIGSEGV&quot;</extracomment>
        <translation>beendet durch %1</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>%1 died at %2: %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began, %3 how it ended</extracomment>
        <translation>%1 endete bei %2: %3</translation>
    </message>
    <message>
        <source>%1 ended with %2 at %3, while it was doing GPU work; the work since its last checkpoint is lost.</source>
        <extracomment>%1 is a process, %2 how it ended, %3 a time since the capture began</extracomment>
        <translation>%1 endete bei %3 mitten in GPU-Arbeit (%2); die Arbeit seit dem letzten Checkpoint ist verloren.</translation>
    </message>
    <message>
        <source>Read the process&apos;s own error output (the traceback) for the exception that ended it</source>
        <translation>Die eigene Fehlerausgabe des Prozesses (den Traceback) nach der Exception durchsuchen, die ihn beendet hat</translation>
    </message>
    <message>
        <source>an allocation failed with out of memory at %1</source>
        <extracomment>How a leak ended; %1 is a time since the capture began like 42.1 s</extracomment>
        <translation>eine Belegung schlug bei %1 mit Out-of-Memory fehl</translation>
    </message>
    <message>
        <source>the allocator released its cached memory at %1, as PyTorch does before it raises OutOfMemoryError, and the process&apos;s GPU work stopped %2 later</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a duration</extracomment>
        <translation>der Allocator gab bei %1 seinen gecachten Speicher frei, wie PyTorch es vor dem Auslösen von OutOfMemoryError tut, und die GPU-Arbeit des Prozesses endete %2 später</translation>
    </message>
    <message>
        <source>the process exited at %1 with status %2</source>
        <translation>der Prozess endete bei %1 mit Status %2</translation>
    </message>
    <message>
        <source>GPU memory grows by %1 every step in %2: %3 → %4 over %5 steps, never given back</source>
        <extracomment>%1 is a size like 32.0 MiB, %2 a process, %3 and %4 sizes, %5 a number of steps</extracomment>
        <translation>GPU-Speicher wächst in %2 um %1 pro Schritt: %3 → %4 über %5 Schritte, nie zurückgegeben</translation>
    </message>
    <message>
        <source> — ends in an OOM</source>
        <extracomment>Appended to the title of a leak that ended in an out-of-memory error; mind the leading space</extracomment>
        <translation> — endet mit OOM</translation>
    </message>
    <message>
        <source>each step keeps its tensors alive: %1:%2 %3</source>
        <extracomment>%1:%2 is a Python file and line, %3 the statement there</extracomment>
        <translation>jeder Schritt hält seine Tensoren am Leben: %1:%2 %3</translation>
    </message>
    <message>
        <source>something keeps a reference to each step&apos;s tensors</source>
        <translation>etwas hält eine Referenz auf die Tensoren jedes Schritts</translation>
    </message>
    <message>
        <source>%1 held after step %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 a number of steps</extracomment>
        <translation>%1 gehalten nach Schritt %2</translation>
    </message>
    <message>
        <source>What %1 holds through cudaMalloc went from %2 to %3 over %4 steps (%5), rising in every part of the run and never given back: %6 per step, %7 per second. The caching allocator keeps segments, but it stops asking for more once the steps&apos; sizes are known; this keeps asking.</source>
        <extracomment>%1 is a process, %2 and %3 sizes, %4 a number of steps, %5 a duration, %6 a size per step, %7 a size per second</extracomment>
        <translation>Was %1 über cudaMalloc hält, stieg über %4 Schritte (%5) von %2 auf %3, wuchs in jedem Abschnitt des Laufs und wurde nie zurückgegeben: %6 pro Schritt, %7 pro Sekunde. Der Caching-Allocator behält Segmente, hört aber auf, mehr anzufordern, sobald die Größen der Schritte bekannt sind; hier wird weiter angefordert.</translation>
    </message>
    <message>
        <source> The step loop adds to a container made outside it at %1:%2 (%3), so every step&apos;s tensors stay alive.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a file and line, %3 its statement</extracomment>
        <translation> Die Schrittschleife fügt einem außerhalb von ihr in %1:%2 erzeugten Container Elemente hinzu (%3), sodass die Tensoren jedes Schritts am Leben bleiben.</translation>
    </message>
    <message>
        <source> It ended when %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 says how it ended</extracomment>
        <translation> So endete es: %1.</translation>
    </message>
    <message>
        <source>At %1:%2, keep a detached CPU copy or a Python number (.item(), .detach().cpu()) instead of the GPU tensor, or drop the container</source>
        <extracomment>%1:%2 is a file and line</extracomment>
        <translation>In %1:%2 statt des GPU-Tensors eine abgelöste CPU-Kopie oder eine Python-Zahl aufbewahren (.item(), .detach().cpu()) oder den Container entfernen</translation>
    </message>
    <message>
        <source>Copies from pageable memory at %1: %2 in %3 host-to-device copies at %4 blocked the host %5 (%6)</source>
        <extracomment>%1 a Python file and line, %2 a size, %3 a number of copies, %4 a speed like 8.8 GB/s, %5 a duration, %6 a percentage</extracomment>
        <translation>Kopien aus auslagerbarem Speicher in %1: %2 in %3 Kopien vom Host zum Gerät mit %4 blockierten den Host %5 (%6)</translation>
    </message>
    <message>
        <source>host-to-device copies from memory that is not pinned are staged and block the host</source>
        <translation>Kopien vom Host zum Gerät aus nicht gepinntem Speicher werden zwischengepuffert und blockieren den Host</translation>
    </message>
    <message>
        <source>%1 host-to-device copies of %2 each on average, blocking %3 each at %4</source>
        <extracomment>%1 a number of copies, %2 a size, %3 a duration, %4 a speed like 8.8 GB/s</extracomment>
        <translation>%1 Kopien vom Host zum Gerät mit durchschnittlich je %2, die jeweils %3 blockieren, mit %4</translation>
    </message>
    <message>
        <source>the thread that issues the GPU work was blocked %1 (%2 of the range)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>der Thread, der die GPU-Arbeit absetzt, war %1 blockiert (%2 des Bereichs)</translation>
    </message>
    <message>
        <source>%1 copied %3 to the GPU in %2 copies from %4 at %5, and each call blocked the host until its data was staged: %6 in all, %7 of the range. An asynchronous copy from pinned memory returns at once and runs at the link&apos;s full speed while the host goes on; from pageable memory the driver copies it through a bounce buffer first, and non_blocking=True has no effect.</source>
        <extracomment>%1 a process, %2 a number of copies, %3 a size, %4 a Python file and line, %5 a speed, %6 a duration, %7 a percentage</extracomment>
        <translation>%1 kopierte %3 in %2 Kopien aus %4 mit %5 auf die GPU, und jeder Aufruf blockierte den Host, bis seine Daten zwischengepuffert waren: insgesamt %6, %7 des Bereichs. Eine asynchrone Kopie aus gepinntem Speicher kehrt sofort zurück und läuft mit der vollen Geschwindigkeit der Verbindung, während der Host weiterarbeitet; aus auslagerbarem Speicher kopiert der Treiber die Daten zuerst über einen Zwischenpuffer (Bounce Buffer), und non_blocking=True bleibt wirkungslos.</translation>
    </message>
    <message>
        <source>Pin the host tensor once (tensor.pin_memory()) or use DataLoader(pin_memory=True), then copy with non_blocking=True</source>
        <translation>Den Host-Tensor einmal pinnen (tensor.pin_memory()) oder DataLoader(pin_memory=True) verwenden, dann mit non_blocking=True kopieren</translation>
    </message>
    <message>
        <source>Keep data that fits on the GPU there instead of copying it every step</source>
        <translation>Daten, die auf die GPU passen, dort behalten, statt sie in jedem Schritt zu kopieren</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <extracomment>After a list of processes or threads that was cut short: &quot;a, b, c and 4 more&quot;</extracomment>
        <translation> und %1 weitere</translation>
    </message>
    <message>
        <source>; preempted %1 times while it could run, waiting %2 for a core in all (run-queue delay, median %3)</source>
        <extracomment>Appended to a step; mind the leading semicolon. %1 a count, %2 and %3 durations</extracomment>
        <translation>; %1-mal verdrängt, obwohl lauffähig, insgesamt %2 Warten auf einen Kern (Run-Queue-Verzögerung, Median %3)</translation>
    </message>
    <message>
        <source>it blocked at %1 for %2 of them (%3 of its off-CPU time in the gaps)</source>
        <extracomment>%1 a Python file and line, %2 a duration, %3 a percentage</extracomment>
        <translation>es blockierte davon %2 bei %1 (%3 seiner Off-CPU-Zeit in den Lücken)</translation>
    </message>
    <message>
        <source> It waits at %1 (in %2): its stack when it blocked.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 a function</extracomment>
        <translation> Es wartet bei %1 (in %2): sein Stack beim Blockieren.</translation>
    </message>
    <message>
        <source>live tensors took %1 in %2 blocks; %3 lay free in its segments, the largest free piece %4</source>
        <extracomment>%1 and %3 sizes, %2 a number of tensors, %4 a size: the largest free piece</extracomment>
        <translation>lebende Tensoren belegten %1 in %2 Blöcken; %3 lagen frei in seinen Segmenten, das größte freie Stück %4</translation>
    </message>
    <message>
        <source> Its live tensors took %1 (%2 blocks); %3 of its segments lay free, in pieces of at most %4.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number, %3 and %4 sizes</extracomment>
        <translation> Seine lebenden Tensoren belegten %1 (%2 Blöcke); %3 seiner Segmente lagen frei, in Stücken von höchstens %4.</translation>
    </message>
    <message>
        <source>the process was killed at %1 by signal %2</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a signal number</extracomment>
        <translation>der Prozess wurde bei %1 durch Signal %2 beendet</translation>
    </message>
    <message>
        <source>%1 in %2 tensors allocated at %3 since then are still alive</source>
        <extracomment>%1 a size, %2 a number of tensors, %3 a Python file and line</extracomment>
        <translation>%1 in %2 Tensoren, seitdem bei %3 angelegt, leben noch</translation>
    </message>
    <message>
        <source>the trace does not record when threads left the CPU: what the thread did in the gaps is read from the script</source>
        <translation>die Aufzeichnung hält nicht fest, wann Threads die CPU verließen: was der Thread in den Lücken tat, wird aus dem Skript gelesen</translation>
    </message>
    <message>
        <source>the GPU ran nothing for %1 of those gaps (%2)</source>
        <extracomment>%1 a percentage, %2 a duration</extracomment>
        <translation>die GPU führte in %1 dieser Lücken nichts aus (%2)</translation>
    </message>
    <message>
        <source> The DataLoader has no workers, so the training thread loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space.</extracomment>
        <translation> Der DataLoader hat keine Worker, also lädt und kollationiert der Trainings-Thread die Batches selbst.</translation>
    </message>
    <message>
        <source>The GPU idles %1 of %2 steps: %3 after host syncs, %4 while the host was in CUDA calls, %5 with nothing queued</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 %4 %5 durations</extracomment>
        <translation>Die GPU ist in %2 Schritten %1 der Zeit untätig: %3 nach Host-Synchronisationen, %4 während der Host in CUDA-Aufrufen war, %5 ohne eingereihte Arbeit</translation>
    </message>
    <message>
        <source>the host does not keep the GPU&apos;s queue filled between steps</source>
        <translation>der Host hält die Warteschlange der GPU zwischen den Schritten nicht gefüllt</translation>
    </message>
    <message>
        <source>The GPU is busy %1 of %2 steps; the most time: %3</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 the name of GPU work and its share</extracomment>
        <translation>Die GPU ist in %2 Schritten %1 der Zeit beschäftigt; die meiste Zeit: %3</translation>
    </message>
    <message>
        <source>the GPU&apos;s own work bounds the step</source>
        <translation>die eigene Arbeit der GPU begrenzt den Schritt</translation>
    </message>
    <message>
        <source>some stream ran work for %1 of the steps (%2 of %3)</source>
        <extracomment>%1 a percentage, %2 and %3 durations</extracomment>
        <translation>ein Stream führte in %1 der Schritte Arbeit aus (%2 von %3)</translation>
    </message>
    <message>
        <source>%1 of %2 kernels ran for less time than the call that launched them</source>
        <extracomment>%1 and %2 numbers of kernels</extracomment>
        <translation>%1 von %2 Kernels liefen kürzer als der Aufruf, der sie startete</translation>
    </message>
    <message>
        <source>the most GPU time: %1</source>
        <extracomment>%1 a list of GPU work with the share of GPU time of each</extracomment>
        <translation>die meiste GPU-Zeit: %1</translation>
    </message>
    <message>
        <source>Over %4 steps of %1 the GPU ran work %2 of the time (%3). Idle time that a line explains is the other chains&apos; own; what is left is the host&apos;s pace between launches.</source>
        <extracomment>%1 a process, %2 a percentage, %3 a duration, %4 a number of steps</extracomment>
        <translation>Über %4 Schritte von %1 führte die GPU %2 der Zeit Arbeit aus (%3). Leerlauf, den eine Zeile erklärt, gehört zu den anderen Ketten; der Rest ist das Tempo des Hosts zwischen den Starts.</translation>
    </message>
    <message>
        <source>Most kernels are shorter than their launch: capture the step in a CUDA graph (torch.compile(mode=&quot;reduce-overhead&quot;)) or fuse them</source>
        <translation>Die meisten Kernels sind kürzer als ihr Start: den Schritt in einem CUDA-Graphen erfassen (torch.compile(mode=&quot;reduce-overhead&quot;)) oder sie fusionieren</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: larger batches, fewer synchronisations</source>
        <translation>Der GPU pro Start mehr Arbeit geben: größere Batches, weniger Synchronisationen</translation>
    </message>
    <message>
        <source>Make the work that takes the most GPU time cheaper (mixed precision, a fused kernel)</source>
        <translation>Die Arbeit mit der meisten GPU-Zeit günstiger machen (gemischte Genauigkeit, ein fusionierter Kernel)</translation>
    </message>
    <message>
        <source>a kernel starts %1 after its launch (median); %2 started more than %3 after it, the latest %4</source>
        <extracomment>%1 a duration, %2 a number of kernels, %3 a duration, %4 a duration</extracomment>
        <translation>ein Kernel beginnt %1 nach seinem Start (Median); %2 begannen mehr als %3 danach, der späteste nach %4</translation>
    </message>
    <message>
        <source>%4 DataLoader workers take the CPU from %1: off-CPU %2 of the time, %3 of it to its own workers</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages like 35 %, %4 a number of processes</extracomment>
        <translation>%4 DataLoader-Worker nehmen %1 die CPU weg: %2 der Zeit Off-CPU, davon %3 zugunsten der eigenen Worker</translation>
    </message>
    <message>
        <source>The job&apos;s own child processes take the CPU from %1: off-CPU %2 of the time, %3 of it to %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages, %4 a list of processes with their pids</extracomment>
        <translation>Die eigenen Kindprozesse des Jobs nehmen %1 die CPU weg: %2 der Zeit Off-CPU, davon %3 zugunsten von %4</translation>
    </message>
    <message>
        <source>more busy DataLoader workers than free cores</source>
        <translation>mehr ausgelastete DataLoader-Worker als freie Kerne</translation>
    </message>
    <message>
        <source>the job&apos;s child processes, busy on the CPU, share its cores</source>
        <translation>die Kindprozesse des Jobs sind auf der CPU ausgelastet und teilen sich seine Kerne</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core belonged to a process the job forked: %7 (off-CPU: %8). They are not DataLoader workers; whatever they compute, they compete with the training thread for the same cores.</source>
        <extracomment>%1 a thread, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes, %8 their threads with their off-CPU share</extracomment>
        <translation>%1 von %2 war %3 (%4 des Bereichs) Off-CPU, und bei %5 von %6 Wechseln gehörte der Thread, der seinen Kern übernahm, zu einem Prozess, den der Job geforkt hat: %7 (Off-CPU: %8). Es sind keine DataLoader-Worker; was immer sie berechnen, sie konkurrieren mit dem Trainings-Thread um dieselben Kerne.</translation>
    </message>
    <message>
        <source>Give the child processes fewer cores than the node has (fewer processes, os.sched_setaffinity, taskset), or run them at a lower priority (os.nice)</source>
        <translation>Den Kindprozessen weniger Kerne geben, als der Knoten hat (weniger Prozesse, os.sched_setaffinity, taskset), oder sie mit niedrigerer Priorität ausführen (os.nice)</translation>
    </message>
    <message>
        <source>Pin the training process to a core of its own</source>
        <translation>Trainingsprozess an einen eigenen Kern binden</translation>
    </message>
    <message>
        <source>GPU idle %1 over %2 intervals (longest %3)</source>
        <extracomment>%1 a duration, %2 a number of idle intervals, %3 the longest of them</extracomment>
        <translation>GPU %1 untätig in %2 Intervallen (längstes %3)</translation>
    </message>
    <message>
        <source>%1 of the steps</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>%1 der Schritte</translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <extracomment>%1 a percentage; the run is the GPU&apos;s span, from its first work to its last</extracomment>
        <translation>%1 des Laufs</translation>
    </message>
    <message>
        <source>%1 per step over %2 steps</source>
        <extracomment>%1 a duration per step, %2 the number of steps</extracomment>
        <translation>%1 pro Schritt über %2 Schritte</translation>
    </message>
    <message>
        <source>the thread&apos;s longest CPU work while the GPU idled: %1 in all</source>
        <extracomment>The range or op where the training thread worked longest is the step&apos;s op; %1 a duration</extracomment>
        <translation>die längste CPU-Arbeit des Threads, während die GPU untätig war: insgesamt %1</translation>
    </message>
    <message>
        <source>Input starvation: %1 idle %2 (%3) waiting in %4</source>
        <extracomment>%1 a GPU like &quot;GPU 0&quot;, %2 a share like 24 %, %3 how much per step, %4 the DataLoader range</extracomment>
        <translation>Eingabemangel: %1 untätig während %2 (%3), Warten in %4</translation>
    </message>
    <message>
        <source>the training thread waits for its next batch while the GPU has nothing to run: the DataLoader cannot keep up</source>
        <translation>der Trainings-Thread wartet auf seinen nächsten Batch, während die GPU nichts auszuführen hat: Der DataLoader kommt nicht hinterher</translation>
    </message>
    <message>
        <source>The GPU ran nothing for %1 while the thread that issues its work was inside the DataLoader&apos;s __next__ (%2). The batches come slower than the GPU consumes them.</source>
        <translation>Die GPU führte %1 lang nichts aus, während der Thread, der ihre Arbeit absetzt, in __next__ des DataLoader war (%2). Die Batches kommen langsamer, als die GPU sie verarbeitet.</translation>
    </message>
    <message>
        <source>Load batches in worker processes: DataLoader(num_workers=N) with N &gt; 0, and persistent_workers=True</source>
        <translation>Batches in Worker-Prozessen laden: DataLoader(num_workers=N) mit N &gt; 0 und persistent_workers=True</translation>
    </message>
    <message>
        <source>Make each batch cheaper: move decoding and augmentation off the training thread, a faster collate_fn, prefetch_factor</source>
        <translation>Jeden Batch günstiger machen: Dekodierung und Augmentierung vom Trainings-Thread verlagern, eine schnellere collate_fn, prefetch_factor</translation>
    </message>
    <message>
        <source>Use pin_memory=True and .to(device, non_blocking=True) so that copies overlap compute</source>
        <translation>pin_memory=True und .to(device, non_blocking=True) verwenden, damit Kopien mit der Berechnung überlappen</translation>
    </message>
    <message>
        <source>Host sync: %1 idle %2 (%3) after %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the call and where it was made</extracomment>
        <translation>Host-Synchronisation: %1 untätig während %2 (%3) nach %4</translation>
    </message>
    <message>
        <source>the host waits for the GPU to finish (a synchronize, .item(), .cpu(), cudaFree) and the GPU&apos;s queue is empty when it returns</source>
        <translation>der Host wartet, bis die GPU fertig ist (ein synchronize, .item(), .cpu(), cudaFree), und wenn er zurückkehrt, ist die Warteschlange der GPU leer</translation>
    </message>
    <message>
        <source>A synchronising call drains the GPU&apos;s queue: until the host issues the next kernel the GPU idles. %1 of GPU time was lost so (%2).</source>
        <translation>Ein synchronisierender Aufruf leert die Warteschlange der GPU: Bis der Host den nächsten Kernel absetzt, ist die GPU untätig. So gingen %1 GPU-Zeit verloren (%2).</translation>
    </message>
    <message>
        <source>Keep values on the GPU: log losses every N steps, avoid .item()/.cpu()/print(tensor) in the step</source>
        <translation>Werte auf der GPU behalten: Losses alle N Schritte protokollieren, .item()/.cpu()/print(tensor) im Schritt vermeiden</translation>
    </message>
    <message>
        <source>Wait on a CUDA event for the one result needed instead of synchronising the device</source>
        <translation>Auf ein CUDA-Event für das eine benötigte Ergebnis warten, statt das Gerät zu synchronisieren</translation>
    </message>
    <message>
        <source>Blocking copies: %1 idle %2 (%3) in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the copy call and where</extracomment>
        <translation>Blockierende Kopien: %1 untätig während %2 (%3) in %4</translation>
    </message>
    <message>
        <source>a copy from or to pageable host memory, or to the host, that the thread must wait for</source>
        <translation>eine Kopie aus oder in auslagerbaren Host-Speicher oder zum Host, auf die der Thread warten muss</translation>
    </message>
    <message>
        <source>A copy from pageable memory or to the host blocks the issuing thread until the GPU has done the work queued before it; then the GPU&apos;s queue is empty. %1 of GPU time was lost so (%2).</source>
        <translation>Eine Kopie aus auslagerbarem Speicher oder zum Host blockiert den absetzenden Thread, bis die GPU die zuvor eingereihte Arbeit erledigt hat; danach ist die Warteschlange der GPU leer. So gingen %1 GPU-Zeit verloren (%2).</translation>
    </message>
    <message>
        <source>Copy from pinned memory: DataLoader(pin_memory=True), tensor.pin_memory(), then .to(device, non_blocking=True)</source>
        <translation>Aus gepinntem Speicher kopieren: DataLoader(pin_memory=True), tensor.pin_memory(), dann .to(device, non_blocking=True)</translation>
    </message>
    <message>
        <source>Bring results to the host less often, or into a pinned buffer with non_blocking=True and an event</source>
        <translation>Ergebnisse seltener zum Host holen oder mit non_blocking=True und einem Event in einen gepinnten Puffer</translation>
    </message>
    <message>
        <source>code outside any recorded op</source>
        <extracomment>Where a host-bound chain&apos;s idle time was spent when no range of the trace says</extracomment>
        <translation>Code außerhalb jeder aufgezeichneten Operation</translation>
    </message>
    <message>
        <source>Launch-bound: %1 idle %2 (%3) between kernels, in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line launching</extracomment>
        <translation>Durch Starts begrenzt: %1 untätig während %2 (%3) zwischen Kernels, in %4</translation>
    </message>
    <message>
        <source>kernels run shorter than the host takes to launch the next one: per-op overhead of the framework and Python</source>
        <translation>Kernels laufen kürzer, als der Host zum Starten des nächsten braucht: Overhead pro Operation durch Framework und Python</translation>
    </message>
    <message>
        <source>CPU-bound: %1 idle %2 (%3) while the issuing thread runs %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line</extracomment>
        <translation>CPU-gebunden: %1 untätig während %2 (%3), solange der absetzende Thread %4 ausführt</translation>
    </message>
    <message>
        <source>the thread that issues the GPU&apos;s work is busy on the CPU (framework ops, Python, preprocessing) and queues nothing</source>
        <translation>der Thread, der die Arbeit der GPU absetzt, ist auf der CPU beschäftigt (Framework-Operationen, Python, Vorverarbeitung) und reiht nichts ein</translation>
    </message>
    <message>
        <source>The GPU idled %1 (%2) while the host was doing this; it idled %3 in all.</source>
        <extracomment>%1 a duration, %2 a share, %3 the GPU&apos;s idle share</extracomment>
        <translation>Die GPU war %1 (%2) untätig, während der Host dies tat; insgesamt war sie während %3 untätig.</translation>
    </message>
    <message>
        <source> The host&apos;s overhead is close to the GPU&apos;s work: a note, not an incident.</source>
        <extracomment>Appended to a host-bound chain&apos;s explanation; mind the leading space</extracomment>
        <translation> Der Overhead des Hosts liegt nahe an der Arbeit der GPU: ein Hinweis, kein Vorfall.</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: a larger batch, fused ops (torch.compile), a fused optimizer (foreach/fused=True)</source>
        <translation>Der GPU pro Start mehr Arbeit geben: ein größerer Batch, fusionierte Operationen (torch.compile), ein fusionierter Optimizer (foreach/fused=True)</translation>
    </message>
    <message>
        <source>Capture the step in a CUDA graph (torch.cuda.graphs, torch.compile(mode=&quot;reduce-overhead&quot;))</source>
        <translation>Den Schritt in einem CUDA-Graphen erfassen (torch.cuda.graphs, torch.compile(mode=&quot;reduce-overhead&quot;))</translation>
    </message>
    <message>
        <source>Move preprocessing off the issuing thread (DataLoader workers) and cut Python work in the step</source>
        <translation>Vorverarbeitung vom absetzenden Thread verlagern (DataLoader-Worker) und Python-Arbeit im Schritt reduzieren</translation>
    </message>
    <message>
        <source>Exposed communication: %1 runs only collectives %2 (%3; %4 of communication in all)</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the communication time in all</extracomment>
        <translation>Nicht überlappte Kommunikation: %1 führt während %2 nur kollektive Operationen aus (%3; insgesamt %4 Kommunikation)</translation>
    </message>
    <message>
        <source>collective kernels that no compute overlaps: the step waits for the network, or for a slower rank</source>
        <translation>kollektive Kernels, die von keiner Berechnung überlappt werden: Der Schritt wartet auf das Netzwerk oder auf einen langsameren Rang</translation>
    </message>
    <message>
        <source>For %1 (%2) the GPU ran only communication kernels. A collective&apos;s kernel also counts the wait for the slowest peer; with one rank in the trace a straggler cannot be told from a slow link.</source>
        <translation>%1 lang (%2) führte die GPU nur Kommunikationskernels aus. Der Kernel einer kollektiven Operation enthält auch das Warten auf den langsamsten Partner; mit nur einem Rang im Trace lässt sich ein Nachzügler nicht von einer langsamen Verbindung unterscheiden.</translation>
    </message>
    <message>
        <source>Overlap communication with compute: DDP bucketing (bucket_cap_mb), FSDP prefetch, issue all-to-all earlier</source>
        <translation>Kommunikation mit Berechnung überlappen: DDP-Bucketing (bucket_cap_mb), FSDP-Prefetch, all-to-all früher absetzen</translation>
    </message>
    <message>
        <source>Load the traces of every rank together to see whether one rank arrives late</source>
        <translation>Die Traces aller Ränge zusammen laden, um zu sehen, ob ein Rang zu spät kommt</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits between steps %3 per step (%4) while %2 child processes it forked run</source>
        <extracomment>%1 a thread, %2 a number of processes, %3 a duration per step, %4 a percentage</extracomment>
        <translation>Eingabemangel: %1 wartet zwischen den Schritten %3 pro Schritt (%4), während %2 von ihm geforkte Kindprozesse laufen</translation>
    </message>
    <message>
        <source>the training thread waits while child processes the job forked itself run: what it waits for is the script&apos;s own doing</source>
        <translation>der Trainings-Thread wartet, während Kindprozesse laufen, die der Job selbst geforkt hat: Worauf er wartet, verursacht das Skript selbst</translation>
    </message>
    <message>
        <source>%1 child processes, on the CPU %2 of the gaps</source>
        <translation>%1 Kindprozesse, während %2 der Pausen auf der CPU</translation>
    </message>
    <message>
        <source>Find what the training thread waits for from its child processes (a queue, a pipe, a lock) and whether they need all the cores</source>
        <translation>Ermitteln, worauf der Trainings-Thread bei seinen Kindprozessen wartet (eine Queue, eine Pipe, ein Lock) und ob sie alle Kerne brauchen</translation>
    </message>
    <message>
        <source>compiling (torch.compile)</source>
        <translation>Kompilieren (torch.compile)</translation>
    </message>
    <message>
        <source>cuDNN choosing its algorithms</source>
        <translation>Algorithmenwahl von cuDNN</translation>
    </message>
    <message>
        <source>the DataLoader&apos;s workers starting</source>
        <translation>Start der DataLoader-Worker</translation>
    </message>
    <message>
        <source>CUDA initialisation and module loading</source>
        <translation>CUDA-Initialisierung und Laden der Module</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 step(s) took %2 (median step %3): %4</source>
        <extracomment>%1 a number of steps, %2 a duration, %3 the median step, %4 what it did (compiling, ...)</extracomment>
        <translation>Aufwärmphase: Die ersten %1 Schritt(e) dauerten %2 (Median eines Schritts: %3): %4</translation>
    </message>
    <message>
        <source>a cost paid once at the start of the job</source>
        <translation>einmalige Kosten zu Beginn des Jobs</translation>
    </message>
    <message>
        <source>The first steps are far slower than the rest; they are left out of every share above. Profile after a few warm-up steps (torch.profiler.schedule(wait=1, warmup=1, ...)) to see the steady state.</source>
        <translation>Die ersten Schritte sind weit langsamer als die übrigen; sie sind in keinem der obigen Anteile enthalten. Erst nach einigen Aufwärmschritten profilieren (torch.profiler.schedule(wait=1, warmup=1, ...)), um den eingeschwungenen Zustand zu sehen.</translation>
    </message>
    <message>
        <source>Nothing to fix in the step; skip the first steps when profiling or benchmarking</source>
        <translation>Im Schritt ist nichts zu beheben; beim Profilieren oder Benchmarken die ersten Schritte überspringen</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 took %2 (then a median of %3): one-time initialisation</source>
        <extracomment>%1 a CUDA op, %2 its first call&apos;s duration, %3 the median of the others</extracomment>
        <translation>Aufwärmphase: Der erste Aufruf von %1 dauerte %2 (danach im Median %3): einmalige Initialisierung</translation>
    </message>
    <message>
        <source>CUDA loading its modules and libraries on first use, paid once</source>
        <translation>CUDA lädt seine Module und Bibliotheken bei der ersten Verwendung, einmalig</translation>
    </message>
    <message>
        <source>Only the first call is slow; the later ones are not. A run of one pass shows its start-up: trace a later pass to see the steady state.</source>
        <translation>Nur der erste Aufruf ist langsam, die späteren nicht. Ein Lauf mit nur einem Durchgang zeigt seinen Start: einen späteren Durchgang aufzeichnen, um den eingeschwungenen Zustand zu sehen.</translation>
    </message>
    <message>
        <source>Warm the model up with a pass before profiling or serving</source>
        <translation>Das Modell vor dem Profilieren oder Bereitstellen mit einem Durchgang aufwärmen</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation: the capture traced the allocator&apos;s segments, not the tensors inside them, so it cannot tell which</source>
        <translation>Speichermangel oder Fragmentierung: Die Aufzeichnung hat die Segmente des Allocators verfolgt, nicht die Tensoren darin, und kann daher nicht sagen, was zutrifft</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation> PyTorch gab %1 an gecachten Segmenten zurück und forderte erneut an, und es passte trotzdem nicht.</translation>
    </message>
    <message>
        <source> Without the tensors the capture cannot tell whether those segments were full of live tensors (exhaustion: only a smaller peak helps) or held free pieces, each too small for the request (fragmentation: expandable_segments helps).</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> Ohne die Tensoren kann die Aufzeichnung nicht unterscheiden, ob diese Segmente voller lebender Tensoren waren (Speichermangel: nur eine niedrigere Spitze hilft) oder freie Stücke enthielten, jedes zu klein für die Anforderung (Fragmentierung: expandable_segments hilft).</translation>
    </message>
    <message>
        <source>Record the tensors (faultline-probe without --no-tensors) or open the job&apos;s memory snapshot to tell which</source>
        <translation>Die Tensoren aufzeichnen (faultline-probe ohne --no-tensors) oder den Speicher-Snapshot des Jobs öffnen, um festzustellen, was zutrifft</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>A rank of a distributed job, %1 its number</extracomment>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <extracomment>A kernel and how much longer it ran per step, e.g. &quot;gemm_kernel (+0.8 ms)&quot;</extracomment>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step</source>
        <extracomment>%1 a duration per step, %2 a list of kernels</extracomment>
        <translation>seine Berechnung dauerte pro Schritt %1 länger</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step, most in %2</source>
        <translation>seine Berechnung dauerte pro Schritt %1 länger, das meiste davon in %2</translation>
    </message>
    <message>
        <source> Most of it is waiting for %1, the straggler (see its chain).</source>
        <extracomment>Appended to an exposed-communication chain; mind the leading space. %1 a rank</extracomment>
        <translation> Das meiste davon ist Warten auf %1, den Nachzügler (siehe dessen Kette).</translation>
    </message>
    <message>
        <source>Straggler: %1 arrived last at %2 of %3 collectives; the other ranks waited %4 in all (%5 of the step)</source>
        <extracomment>%1 a rank, %2 and %3 counts of collectives, %4 a duration, %5 a share of the step</extracomment>
        <translation>Nachzügler: %1 kam bei %2 von %3 kollektiven Operationen als Letzter an; die anderen Ränge warteten insgesamt %4 (%5 des Schritts)</translation>
    </message>
    <message>
        <source>%1 was held up by its own problem: %2</source>
        <extracomment>%1 a rank, %2 the title of that rank&apos;s own chain</extracomment>
        <translation>%1 wurde durch ein eigenes Problem aufgehalten: %2</translation>
    </message>
    <message>
        <source>%1 was late because %2</source>
        <extracomment>%1 a rank, %2 &quot;its compute took 2.0 ms longer per step, most in ...&quot;</extracomment>
        <translation>%1 kam zu spät, denn %2</translation>
    </message>
    <message>
        <source>nothing recorded on %1 says why it was late: look at its host (other jobs, throttling) and its input sizes</source>
        <extracomment>%1 a rank</extracomment>
        <translation>nichts, was auf %1 aufgezeichnet wurde, erklärt die Verspätung: seinen Host (andere Jobs, Drosselung) und seine Eingabegrößen prüfen</translation>
    </message>
    <message>
        <source>late collectives</source>
        <extracomment>%1 a rank, %2 a duration, %3 a count of ranks, %4 a duration per rank and step</extracomment>
        <translation>verspätete kollektive Operationen</translation>
    </message>
    <message>
        <source>%1 launched its collectives after the others</source>
        <translation>%1 startete seine kollektiven Operationen nach den anderen</translation>
    </message>
    <message>
        <source>waiting ranks</source>
        <translation>wartende Ränge</translation>
    </message>
    <message>
        <source>%1 other ranks waited %2 per rank and step in collective kernels</source>
        <translation>%1 andere Ränge warteten pro Rang und Schritt %2 in kollektiven Kernels</translation>
    </message>
    <message>
        <source> %1&apos;s median step is %2, the median rank&apos;s %3.</source>
        <extracomment>%1 a rank, %2 and %3 durations; mind the leading space</extracomment>
        <translation> Der Schritt von %1 dauert im Median %2, der des Median-Rangs %3.</translation>
    </message>
    <message>
        <source>The i-th collective of each process group is the same collective on every rank. %1 arrived last at %2 of the %3 it took part in: its kernels ran shortest, while the other ranks&apos; kernels of the same collectives ran longer, waiting %4 for it in all (%5 ranks). The cause: %6.</source>
        <extracomment>%1 a rank, %2 and %3 counts, %4 a duration, %5 a count of ranks, %6 why</extracomment>
        <translation>Die i-te kollektive Operation jeder Prozessgruppe ist auf jedem Rang dieselbe kollektive Operation. %1 kam bei %2 der %3, an denen er beteiligt war, als Letzter an: Seine Kernels liefen am kürzesten, während die Kernels der anderen Ränge für dieselben kollektiven Operationen länger liefen und insgesamt %4 auf ihn warteten (%5 Ränge). Die Ursache: %6.</translation>
    </message>
    <message>
        <source>Give every rank the same work: check for uneven batches or sequence lengths, and the slow rank&apos;s GPU (clocks, throttling, another process)</source>
        <translation>Jedem Rang dieselbe Arbeit geben: ungleiche Batches oder Sequenzlängen prüfen, ebenso die GPU des langsamen Rangs (Takt, Drosselung, ein anderer Prozess)</translation>
    </message>
    <message>
        <source>Open the Ranks view: a click on a late collective shows every rank&apos;s kernel of it on the timeline</source>
        <translation>Die Ansicht „Ränge“ öffnen: Ein Klick auf eine verspätete kollektive Operation zeigt deren Kernel auf jedem Rang auf der Zeitachse</translation>
    </message>
    <message>
        <source>Straggler: %1&apos;s steps take %2, %4 longer than the median rank&apos;s %3</source>
        <extracomment>%1 a rank, %2 and %3 durations, %4 a share</extracomment>
        <translation>Nachzügler: Die Schritte von %1 dauern %2, %4 länger als die %3 des Median-Rangs</translation>
    </message>
    <message>
        <source>one rank&apos;s steps are longer than the others&apos;: in a synchronous job every rank waits for it</source>
        <translation>die Schritte eines Rangs sind länger als die der anderen: In einem synchronen Job wartet jeder Rang auf ihn</translation>
    </message>
    <message>
        <source>No collective kernels could be matched across the ranks, so the step times are the signal.</source>
        <translation>Zwischen den Rängen ließen sich keine kollektiven Kernels einander zuordnen, daher sind die Schrittzeiten das Signal.</translation>
    </message>
    <message>
        <source> (also on ranks %1: %2 in all)</source>
        <extracomment>Appended to a chain&apos;s title; mind the leading space. %1 ranks (&quot;0-36, 38-63&quot;), %2 their count</extracomment>
        <translation> (auch auf den Rängen %1: insgesamt %2)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>faultline: nothing to do without a display; see &apos;faultline --help&apos;.</source>
        <translation>faultline: ohne Bildschirm gibt es hier nichts zu tun; siehe „faultline --help“.</translation>
    </message>
    <message>
        <source>Open a generated demo capture.</source>
        <translation>Eine erzeugte Demo-Aufzeichnung öffnen.</translation>
    </message>
    <message>
        <source>Capture to open (.db, .sqlite).</source>
        <translation>Zu öffnende Aufzeichnung (.db, .sqlite).</translation>
    </message>
    <message>
        <source>faultline: %1</source>
        <translation>faultline: %1</translation>
    </message>
    <message>
        <source>Try &apos;faultline --help&apos;.</source>
        <translation>Siehe „faultline --help“.</translation>
    </message>
    <message>
        <source>faultline: open one capture at a time (got %1 files).</source>
        <translation>faultline: bitte jeweils nur eine Aufzeichnung öffnen (%1 Dateien angegeben).</translation>
    </message>
    <message>
        <source>faultline: --demo opens its own capture; leave out the file.</source>
        <translation>faultline: --demo öffnet eine eigene Aufzeichnung; bitte die Datei weglassen.</translation>
    </message>
    <message>
        <source>Writes a deterministic demo capture of an incident scenario.</source>
        <translation>Schreibt eine reproduzierbare Demo-Aufzeichnung eines Vorfallszenarios.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Scenario to write (see --list).</source>
        <translation>Zu schreibendes Szenario (siehe --list).</translation>
    </message>
    <message>
        <source>Capture file to write (replaced if it exists).</source>
        <translation>Zu schreibende Aufzeichnungsdatei (wird ersetzt, falls vorhanden).</translation>
    </message>
    <message>
        <source>Scale the scenario up to at least N events.</source>
        <translation>Das Szenario auf mindestens N Ereignisse vergrößern.</translation>
    </message>
    <message>
        <source>Random seed (same seed, same capture).</source>
        <translation>Zufallswert (gleicher Wert, gleiche Aufzeichnung).</translation>
    </message>
    <message>
        <source>List the scenarios and exit.</source>
        <translation>Die Szenarien auflisten und beenden.</translation>
    </message>
    <message>
        <source>faultline demo: %1</source>
        <translation>faultline demo: %1</translation>
    </message>
    <message>
        <source>Usage: faultline demo --scenario NAME -o FILE [--events N] [--seed S]</source>
        <translation>Aufruf: faultline demo --scenario NAME -o DATEI [--events N] [--seed S]</translation>
    </message>
    <message>
        <source>faultline demo: unexpected argument “%1”.</source>
        <translation>faultline demo: unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>Szenarien:</translation>
    </message>
    <message>
        <source>faultline demo: unknown scenario “%1”. Scenarios:</source>
        <translation>faultline demo: unbekanntes Szenario „%1“. Szenarien:</translation>
    </message>
    <message>
        <source>faultline demo: missing -o FILE.</source>
        <translation>faultline demo: -o DATEI fehlt.</translation>
    </message>
    <message>
        <source>faultline demo: --seed needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --seed erwartet eine nichtnegative ganze Zahl, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>faultline demo: --events needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --events erwartet eine nichtnegative ganze Zahl, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>faultline demo: cannot write %1: %2</source>
        <translation>faultline demo: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>wrote %1 events (%2 seen) to %3</source>
        <translation>%1 Ereignisse (%2 gesehen) nach %3 geschrieben</translation>
    </message>
    <message>
        <source>Prints per-op latency statistics of a capture (the Summary view&apos;s numbers).</source>
        <translation>Gibt die Latenzstatistik pro Operation einer Aufzeichnung aus (die Zahlen der Übersicht).</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite).</source>
        <translation>Zu lesende Aufzeichnung (.db, .sqlite).</translation>
    </message>
    <message>
        <source>faultline stats: %1</source>
        <translation>faultline stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline stats FILE [--json]</source>
        <translation>Aufruf: faultline stats DATEI [--json]</translation>
    </message>
    <message>
        <source>faultline stats: expected one capture file; see &apos;faultline stats --help&apos;.</source>
        <translation>faultline stats: genau eine Aufzeichnungsdatei erwartet; siehe „faultline stats --help“.</translation>
    </message>
    <message>
        <source>faultline stats: cannot load %1: %2</source>
        <translation>faultline stats: %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>Prints the incident report of a capture: the causal chains derived from its events (most severe first), then those the capture tool stored.</source>
        <translation>Gibt den Vorfallbericht einer Aufzeichnung aus: die aus ihren Ereignissen abgeleiteten Kausalketten (die schwersten zuerst), danach die vom Aufzeichnungswerkzeug gespeicherten.</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>JSON (das dokumentierte Format) statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Only events from T: seconds since the capture began, with an optional unit (42, 42.5s, 1500ms, 2m), or @UNIX_NS.</source>
        <translation>Nur Ereignisse ab T: Sekunden seit Beginn der Aufzeichnung, mit optionaler Einheit (42, 42.5s, 1500ms, 2m), oder @UNIX_NS.</translation>
    </message>
    <message>
        <source>Only events before T (same forms as --from).</source>
        <translation>Nur Ereignisse vor T (gleiche Formen wie --from).</translation>
    </message>
    <message>
        <source>Only this process.</source>
        <translation>Nur dieser Prozess.</translation>
    </message>
    <message>
        <source>faultline explain: %1</source>
        <translation>faultline explain: %1</translation>
    </message>
    <message>
        <source>faultline explain: expected one capture file; see &apos;faultline explain --help&apos;.</source>
        <translation>faultline explain: genau eine Aufzeichnungsdatei erwartet; siehe „faultline explain --help“.</translation>
    </message>
    <message>
        <source>faultline explain: --pid needs a process id, not &apos;%1&apos;.</source>
        <translation>faultline explain: --pid erwartet eine Prozess-ID, nicht „%1“.</translation>
    </message>
    <message>
        <source>faultline explain: cannot load %1: %2</source>
        <translation>faultline explain: %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>faultline explain: cannot read the time &apos;%1&apos; (try 42, 42.5s, 1500ms or @UNIX_NS).</source>
        <translation>faultline explain: die Zeit „%1“ ist nicht lesbar (z. B. 42, 42.5s, 1500ms oder @UNIX_NS).</translation>
    </message>
    <message>
        <source>faultline explain: --from must be before --to.</source>
        <translation>faultline explain: --from muss vor --to liegen.</translation>
    </message>
    <message>
        <source>faultline explain: cannot read event ids from %1: %2</source>
        <translation>faultline explain: Ereignis-IDs aus %1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>Prints the memory figures of a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot: pickle, JSON or memory_viz HTML) per device, a summary of its allocator trace, and why an allocation failed when the trace recorded an out-of-memory.</source>
        <translation>Gibt die Speicherkennzahlen eines PyTorch-Speicher-Snapshots (torch.cuda.memory._dump_snapshot: Pickle, JSON oder memory_viz-HTML) pro Gerät aus, eine Zusammenfassung seines Allocator-Traces und, wenn der Trace ein Out-of-Memory enthält, warum eine Belegung fehlschlug.</translation>
    </message>
    <message>
        <source>Snapshot to read (.pickle, .pkl, .json, .html).</source>
        <translation>Zu lesender Snapshot (.pickle, .pkl, .json, .html).</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: %1</source>
        <translation>faultline snapshot-stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline snapshot-stats FILE [--json]</source>
        <translation>Aufruf: faultline snapshot-stats DATEI [--json]</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: expected one snapshot file; see &apos;faultline snapshot-stats --help&apos;.</source>
        <translation>faultline snapshot-stats: genau eine Snapshot-Datei erwartet; siehe „faultline snapshot-stats --help“.</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: cannot read %1: %2</source>
        <translation>faultline snapshot-stats: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Also the symptoms without a cause of their own (latency tails, rate drops), at LOW.</source>
        <translation>Auch die Symptome ohne eigene Ursache (Latenzausreißer, Ratenabfälle) zeigen, mit LOW.</translation>
    </message>
    <message>
        <source>Usage: faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]</source>
        <translation>Aufruf: faultline explain DATEI [--from T] [--to T] [--pid PID] [--all] [--json]</translation>
    </message>
    <message>
        <source>Usage: faultline [options] [capture.db]
       faultline A --compare B
       faultline demo --scenario NAME -o FILE [--events N] [--seed S]
       faultline demo --list
       faultline stats FILE [--json]
       faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]
       faultline snapshot-stats FILE [--json]
       faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT
                        [--format png|svg|pdf|md|html|json] [--width PX] [--dpi N]
       faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT]
       faultline import FILE|FOLDER... -o OUT.db [--force]
       faultline diff A B [--json] [--report FILE.md|FILE.html]

Investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.
Opens Faultline and Ingero captures (.db, .sqlite).

Options:
  --demo          Open a generated demo capture (the fragmentation scenario).
  --compare B     Compare the file given (A) with B in a Compare tab: two captures or traces, or
                  two memory snapshots.
  -h, --help      Show this help.
  -v, --version   Show the version.

Subcommands (no display needed):
  demo            Write a demo capture of a scenario.
  stats           Print per-op latency statistics of a capture, as text or JSON.
  explain         Print the incident report: causal chains with evidence and fixes.
  snapshot-stats  Print the memory figures of a PyTorch memory snapshot per device, and why
                  an allocation failed when the snapshot recorded an out-of-memory.
  attach          Capture from faultline-probe through a transport command (ssh ... serve --stdio)
                  and save what arrives as a capture.
  export          Write a range of a capture as a timeline picture (PNG, SVG, PDF), a review report
                  (Markdown, HTML) or Perfetto JSON, with its chains and notes; the block map of a
                  memory snapshot as a picture.
  notes           List or add the notes kept beside a capture, or save an annotated copy.
  import          Convert a PyTorch profiler trace (.json, .json.gz) or an Nsight Systems SQLite
                  export into a capture; several, or a folder of them, into one with a node per rank.
  diff            Compare two runs: two PyTorch memory snapshots (their figures, and where the
                  allocated bytes moved by allocation site and block size), led by a verdict.

Run &apos;faultline &lt;subcommand&gt; --help&apos; for its options.
</source>
        <translation>Aufruf: faultline [Optionen] [capture.db]
       faultline A --compare B
       faultline demo --scenario NAME -o DATEI [--events N] [--seed S]
       faultline demo --list
       faultline stats DATEI [--json]
       faultline explain DATEI [--from T] [--to T] [--pid PID] [--all] [--json]
       faultline snapshot-stats DATEI [--json]
       faultline attach -o DATEI [--duration D] [--pid PID ...] -- TRANSPORTBEFEHL...
       faultline export DATEI [--from T] [--to T] [--lanes PID[:TID],...] -o AUSGABE
                        [--format png|svg|pdf|md|html|json] [--width PX] [--dpi N]
       faultline notes DATEI [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy AUSGABE]
       faultline import DATEI|ORDNER... -o AUSGABE.db [--force]
       faultline diff A B [--json] [--report DATEI.md|DATEI.html]

Untersuchungswerkzeug für GPU-Speicher- und Blockadevorfälle in PyTorch/CUDA-Jobs.
Öffnet Faultline- und Ingero-Aufzeichnungen (.db, .sqlite).

Optionen:
  --demo          Eine erzeugte Demo-Aufzeichnung öffnen (das Fragmentierungsszenario).
  --compare B     Die angegebene Datei (A) in einem Vergleichs-Tab mit B vergleichen: zwei
                  Aufzeichnungen oder Traces oder zwei Speicher-Snapshots.
  -h, --help      Diese Hilfe anzeigen.
  -v, --version   Die Version anzeigen.

Unterbefehle (ohne Bildschirm):
  demo            Eine Demo-Aufzeichnung eines Szenarios schreiben.
  stats           Latenzstatistik pro Operation einer Aufzeichnung ausgeben, als Text oder JSON.
  explain         Den Vorfallbericht ausgeben: Kausalketten mit Belegen und Abhilfen.
  snapshot-stats  Die Speicherkennzahlen eines PyTorch-Speicher-Snapshots pro Gerät ausgeben und,
                  wenn der Snapshot ein Out-of-Memory enthält, warum eine Belegung fehlschlug.
  attach          Über einen Transportbefehl (ssh ... serve --stdio) von faultline-probe aufzeichnen
                  und das Eintreffende als Aufzeichnung speichern.
  export          Einen Bereich einer Aufzeichnung als Zeitachsenbild (PNG, SVG, PDF), als Prüfbericht
                  (Markdown, HTML) oder als Perfetto-JSON schreiben, mit Ketten und Notizen; die
                  Blockkarte eines Speicher-Snapshots als Bild.
  notes           Die Notizen neben einer Aufzeichnung auflisten oder ergänzen oder eine annotierte
                  Kopie speichern.
  import          Einen PyTorch-Profiler-Trace (.json, .json.gz) oder einen SQLite-Export von Nsight
                  Systems in eine Aufzeichnung umwandeln; mehrere, oder einen Ordner davon, in eine
                  mit einem Knoten je Rang.
  diff            Zwei Läufe vergleichen: zwei PyTorch-Speicher-Snapshots (ihre Kennzahlen und wohin
                  sich die belegten Bytes nach Belegungsstelle und Blockgröße verschoben haben),
                  mit einem Befund vorweg.

'faultline &lt;Unterbefehl&gt; --help' zeigt dessen Optionen.
</translation>
    </message>
    <message>
        <source>Compare the file opened with B (a capture, trace or snapshot) in a Compare tab.</source>
        <translation>Die geöffnete Datei in einem Vergleichs-Tab mit B vergleichen (eine Aufzeichnung, ein Trace oder ein Snapshot).</translation>
    </message>
    <message>
        <source>faultline: --compare needs the file to compare with: faultline A --compare B.</source>
        <translation>faultline: --compare braucht die Datei, mit der verglichen wird: faultline A --compare B.</translation>
    </message>
</context>
<context>
    <name>CompareExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>A comparison report is written as Markdown or HTML.</source>
        <translation>Ein Vergleichsbericht wird als Markdown oder HTML geschrieben.</translation>
    </message>
    <message>
        <source>No file to write the report to.</source>
        <translation>Keine Datei angegeben, in die der Bericht geschrieben werden soll.</translation>
    </message>
    <message>
        <source>%1 is one of the compared files; choose another file.</source>
        <translation>%1 ist eine der verglichenen Dateien; wählen Sie eine andere Datei.</translation>
    </message>
</context>
<context>
    <name>CompareInputs</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Converting %1…</source>
        <translation>%1 wird umgewandelt …</translation>
    </message>
    <message>
        <source>cannot convert %1: %2</source>
        <translation>%1 kann nicht umgewandelt werden: %2</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen …</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>%1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>cannot compare a PyTorch memory snapshot (%1) with a capture or trace (%2): a snapshot holds the allocator&apos;s memory at one instant, a capture a stretch of time. Compare two snapshots, or two captures.</source>
        <translation>Ein PyTorch-Speicher-Snapshot (%1) kann nicht mit einer Aufzeichnung oder einem Trace (%2) verglichen werden: Ein Snapshot hält den Speicher des Allocators zu einem Zeitpunkt fest, eine Aufzeichnung eine Zeitspanne. Vergleichen Sie zwei Snapshots oder zwei Aufzeichnungen.</translation>
    </message>
    <message>
        <source>cannot make a temporary folder to convert %1.</source>
        <translation>Für die Umwandlung von %1 kann kein temporärer Ordner angelegt werden.</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen …</translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>Comparison: %1 → %2</source>
        <extracomment>the title of a comparison report; %1 and %2 the two runs (A, then B)</extracomment>
        <translation>Vergleich: %1 → %2</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>Exportiert %1 UTC%2.</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>pro Schritt</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>pro Sekunde</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Verglichen</translation>
    </message>
    <message>
        <source>per step, over %1 steps of A and %2 of B</source>
        <translation>pro Schritt, über %1 Schritte von A und %2 von B</translation>
    </message>
    <message>
        <source>per second, over %1 of A and %2 of B</source>
        <translation>pro Sekunde, über %1 von A und %2 von B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Steps counted</source>
        <translation>Gezählte Schritte</translation>
    </message>
    <message>
        <source>Median step</source>
        <translation>Median-Schritt</translation>
    </message>
    <message>
        <source>p90 step</source>
        <translation>p90-Schritt</translation>
    </message>
    <message>
        <source>GPU time %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>GPU-Zeit %1</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU ausgelastet</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>Only %1 records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>Nur %1 zeichnet die Arbeit der GPU auf, daher wird die GPU-Zeit nicht verglichen.</translation>
    </message>
    <message>
        <source>Neither run records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>Keiner der Läufe zeichnet die Arbeit der GPU auf, daher wird die GPU-Zeit nicht verglichen.</translation>
    </message>
    <message>
        <source>What changed, %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>Was sich geändert hat, %1</translation>
    </message>
    <message>
        <source>No CUDA call, GPU kernel, CPU range or cause of GPU idle time changed.</source>
        <translation>Kein CUDA-Aufruf, GPU-Kernel, CPU-Bereich und keine Ursache von GPU-Leerlauf hat sich geändert.</translation>
    </message>
    <message>
        <source>The %1 largest changes of %2; faultline diff --json lists them all.</source>
        <translation>Die %1 größten von %2 Änderungen; faultline diff --json listet alle auf.</translation>
    </message>
    <message>
        <source>Largest change first.</source>
        <translation>Größte Änderung zuerst.</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Anzahl %1</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>Median-Latenz</translation>
    </message>
    <message>
        <source>CUDA call</source>
        <translation>CUDA-Aufruf</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU-Kernel</translation>
    </message>
    <message>
        <source>CPU range</source>
        <translation>CPU-Bereich</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU-Leerlauf</translation>
    </message>
    <message>
        <source>Chain</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Causal chains, time lost %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>Kausalketten, Zeitverlust %1</translation>
    </message>
    <message>
        <source>No chain is found in one run only, and none lost more or less time.</source>
        <translation>Keine Kette kommt nur in einem Lauf vor, und keine verlor mehr oder weniger Zeit.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Time lost %1</source>
        <translation>Zeitverlust %1</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>Größter freier Block</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>Alle Geräte</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <source>Neither snapshot holds memory on a device.</source>
        <translation>Keiner der Snapshots hält Speicher auf einem Gerät.</translation>
    </message>
    <message>
        <source>The allocated bytes of no allocation site changed.</source>
        <translation>Bei keiner Belegungsstelle haben sich die belegten Bytes geändert.</translation>
    </message>
    <message>
        <source>The allocated bytes of no block size changed.</source>
        <translation>Bei keiner Blockgröße haben sich die belegten Bytes geändert.</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>(keine Frames)</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site</source>
        <translation>Belegte Bytes nach Belegungsstelle</translation>
    </message>
    <message>
        <source>Allocated bytes by block size</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>Belegte Bytes nach Blockgröße</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>vanished</source>
        <translation>entfallen</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
</context>
<context>
    <name>CounterTracks</name>
    <message>
        <source>GPU memory (traced)</source>
        <translation>GPU-Speicher (verfolgt)</translation>
    </message>
    <message>
        <source>System CPU</source>
        <translation>System-CPU</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Systemspeicher</translation>
    </message>
    <message>
        <source>Load average</source>
        <translation>Durchschnittliche Last</translation>
    </message>
    <message>
        <source>GPU %1 busy</source>
        <extracomment>%1 the GPU&apos;s number</extracomment>
        <translation>GPU %1 ausgelastet</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compares two runs: two PyTorch memory snapshots (the figures of each device, and where the allocated bytes moved by allocation site and block size), or two captures. The text leads with a verdict.</source>
        <translation>Vergleicht zwei Läufe: zwei PyTorch-Speicher-Snapshots (die Kennzahlen jedes Geräts und wohin sich die belegten Bytes nach Belegungsstelle und Blockgröße verschoben haben) oder zwei Aufzeichnungen. Der Text beginnt mit einem Befund.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>JSON (das dokumentierte Format) statt Text ausgeben.</translation>
    </message>
    <message>
        <source>The run to compare with (the baseline).</source>
        <translation>Der Lauf, mit dem verglichen wird (die Referenz).</translation>
    </message>
    <message>
        <source>The run to compare.</source>
        <translation>Der zu vergleichende Lauf.</translation>
    </message>
    <message>
        <source>faultline diff: %1</source>
        <translation>faultline diff: %1</translation>
    </message>
    <message>
        <source>faultline diff: expected two files, A and B; see &apos;faultline diff --help&apos;.</source>
        <translation>faultline diff: zwei Dateien erwartet, A und B; siehe „faultline diff --help“.</translation>
    </message>
    <message>
        <source>Also write the comparison report to FILE: Markdown (.md, its pictures beside it) or one HTML file (.html), with the Compare tab&apos;s charts or block maps.</source>
        <translation>Zusätzlich den Vergleichsbericht nach DATEI schreiben: Markdown (.md, die Bilder daneben) oder eine HTML-Datei (.html), mit den Diagrammen oder Blockkarten des Vergleichs-Tabs.</translation>
    </message>
    <message>
        <source>Usage: faultline diff A B [--json] [--report FILE.md|FILE.html]</source>
        <translation>Aufruf: faultline diff A B [--json] [--report DATEI.md|DATEI.html]</translation>
    </message>
    <message>
        <source>faultline diff: --report draws pictures and needs the application&apos;s widgets.</source>
        <translation>faultline diff: --report zeichnet Bilder und benötigt die Widgets der Anwendung.</translation>
    </message>
    <message numerus="yes">
        <source>faultline diff: wrote %1 (%n picture(s)).</source>
        <translation>
            <numerusform>faultline diff: %1 geschrieben (%n Bild).</numerusform>
            <numerusform>faultline diff: %1 geschrieben (%n Bilder).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDetails</name>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Device pointer</source>
        <translation>Gerätezeiger</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>Freigegeben</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>arg0</source>
        <translation>arg0</translation>
    </message>
    <message>
        <source>arg1</source>
        <translation>arg1</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Preempted by</source>
        <translation>Verdrängt von</translation>
    </message>
    <message>
        <source>Woke</source>
        <translation>Geweckt</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Opfer</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>Kindprozess</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>Belegungen</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>Startsektor</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>File descriptor</source>
        <translation>Dateideskriptor</translation>
    </message>
    <message>
        <source>blocked: waiting (lock, pipe, socket, sleep)</source>
        <translation>blockiert: wartet (Sperre, Pipe, Socket, Schlaf)</translation>
    </message>
    <message>
        <source>uninterruptible wait (disk I/O, page fault)</source>
        <translation>nicht unterbrechbares Warten (Platten-I/O, Seitenfehler)</translation>
    </message>
    <message>
        <source>stopped or exiting</source>
        <translation>angehalten oder beendet sich</translation>
    </message>
    <message>
        <source>Left the CPU</source>
        <translation>Verließ die CPU</translation>
    </message>
    <message>
        <source>preempted: runnable, waiting for a CPU</source>
        <translation>verdrängt: lauffähig, wartet auf eine CPU</translation>
    </message>
    <message>
        <source>CPU taken back from</source>
        <translation>CPU übernommen von</translation>
    </message>
    <message>
        <source>Killed by signal</source>
        <translation>Durch Signal beendet</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>Exit-Status</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host-Speicher</translation>
    </message>
    <message>
        <source>Launched by</source>
        <translation>Gestartet von</translation>
    </message>
    <message>
        <source>Ran on the GPU</source>
        <translation>Lief auf der GPU</translation>
    </message>
</context>
<context>
    <name>EventLookup</name>
    <message>
        <source>no event with id %1</source>
        <translation>Kein Ereignis mit der ID %1</translation>
    </message>
</context>
<context>
    <name>ExplainReport</name>
    <message>
        <source>INCIDENT REPORT — no causal chains found</source>
        <translation>VORFALLBERICHT — keine Kausalketten gefunden</translation>
    </message>
    <message numerus="yes">
        <source>INCIDENT REPORT — %n causal chain(s) found (%1 HIGH, %2 MEDIUM, %3 LOW)</source>
        <extracomment>HIGH, MEDIUM and LOW are the severities that tag each chain below ([HIGH] ...): keep them as they are</extracomment>
        <translation>
            <numerusform>VORFALLBERICHT — %n Kausalkette gefunden (%1 HIGH, %2 MEDIUM, %3 LOW)</numerusform>
            <numerusform>VORFALLBERICHT — %n Kausalketten gefunden (%1 HIGH, %2 MEDIUM, %3 LOW)</numerusform>
        </translation>
    </message>
    <message>
        <source>Process: %1 (%2)</source>
        <extracomment>%1 is the process id, %2 its name</extracomment>
        <translation>Prozess: %1 (%2)</translation>
    </message>
    <message>
        <source>When: %1 – %2 after the capture began</source>
        <translation>Wann: %1 – %2 nach Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>Ablauf:</translation>
    </message>
    <message>
        <source>(at %1)</source>
        <extracomment>after a step of the timeline: when it happened, in seconds since the capture began</extracomment>
        <translation>(bei %1)</translation>
    </message>
    <message>
        <source>Root cause: %1</source>
        <translation>Grundursache: %1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>Source: %1:%2 in %3 (%4 %)</source>
        <extracomment>%1:%2 is the file and line, %3 the function, %4 its share of the chain&apos;s evidence</extracomment>
        <translation>Quelle: %1:%2 in %3 (%4 %)</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message numerus="yes">
        <source>STORED CAUSAL CHAINS (written by the capture tool) — %n chain(s)</source>
        <translation>
            <numerusform>GESPEICHERTE KAUSALKETTEN (vom Aufzeichnungswerkzeug geschrieben) — %n Kette</numerusform>
            <numerusform>GESPEICHERTE KAUSALKETTEN (vom Aufzeichnungswerkzeug geschrieben) — %n Ketten</numerusform>
        </translation>
    </message>
    <message>
        <source>Impact: %1, %2 of the steps (%3 in each of %4 steps)</source>
        <extracomment>%1 a duration, %2 a percentage, %3 a duration per step, %4 a number of steps</extracomment>
        <translation>Auswirkung: %1, %2 der Schritte (%3 in jedem von %4 Schritten)</translation>
    </message>
    <message>
        <source>Impact: %1, %2 of %3 of GPU work</source>
        <extracomment>%1 a duration, %2 a percentage, %3 the duration the share is of</extracomment>
        <translation>Auswirkung: %1, %2 von %3 GPU-Arbeit</translation>
    </message>
    <message>
        <source>; a failure: HIGH whatever the time</source>
        <extracomment>Appended to the impact line of a chain about a failure (an OOM, a process killed)</extracomment>
        <translation>; ein Ausfall: HIGH unabhängig von der Zeit</translation>
    </message>
    <message>
        <source>Analysed %1 events over %2: no incident found.</source>
        <translation>%1 Ereignisse über %2 analysiert: kein Vorfall gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%n symptom(s) without a cause of their own (latency tails, rate drops) not shown; --all shows them.</source>
        <translation>
            <numerusform>%n Symptom ohne eigene Ursache (Latenzausreißer, Ratenabfälle) nicht angezeigt; --all zeigt es.</numerusform>
            <numerusform>%n Symptome ohne eigene Ursache (Latenzausreißer, Ratenabfälle) nicht angezeigt; --all zeigt sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>This capture only counted most kernel launches (faultline-probe --launches counted): the chains that follow each launch (host synchronisations, input starvation, launch-bound steps) cannot be found in it. Record with --launches sampled (the default) for them.</source>
        <translation>Diese Aufzeichnung hat die meisten Kernel-Starts nur gezählt (faultline-probe --launches counted): Die Ketten, die jedem Start folgen (Host-Synchronisierungen, Eingabemangel, durch Starts begrenzte Schritte), lassen sich darin nicht finden. Zeichnen Sie dafür mit --launches sampled (Standard) auf.</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>--%1 wants a whole number of at least %2, not &apos;%3&apos;.</source>
        <translation>--%1 erwartet eine ganze Zahl von mindestens %2, nicht „%3“.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Only events starting from T: seconds since the capture began, with an optional unit (12.5, 12.5s, 300ms), or @UNIX_NS.</source>
        <translation>Nur Ereignisse, die ab T beginnen: Sekunden seit Beginn der Aufzeichnung, mit optionaler Einheit (12.5, 12.5s, 300ms), oder @UNIX_NS.</translation>
    </message>
    <message>
        <source>Only events starting before T (same forms as --from).</source>
        <translation>Nur Ereignisse, die vor T beginnen (gleiche Formen wie --from).</translation>
    </message>
    <message>
        <source>Only these processes (PID) and threads (PID:TID), comma-separated; may be repeated.</source>
        <translation>Nur diese Prozesse (PID) und Threads (PID:TID), durch Kommas getrennt; wiederholbar.</translation>
    </message>
    <message>
        <source>png, svg, pdf, md, html or json. Default: from the output&apos;s suffix.</source>
        <translation>png, svg, pdf, md, html oder json. Standard: nach der Endung der Ausgabedatei.</translation>
    </message>
    <message>
        <source>File to write.</source>
        <translation>Zu schreibende Datei.</translation>
    </message>
    <message>
        <source>Width of a picture in pixels (default 1600; 2400 for a report&apos;s pictures).</source>
        <translation>Breite eines Bildes in Pixeln (Standard 1600; 2400 für die Bilder eines Berichts).</translation>
    </message>
    <message>
        <source>Resolution of a picture in dots per inch (default 96; 192 for a report&apos;s pictures). Text keeps its size in points: the picture is PX / N inches wide.</source>
        <translation>Auflösung eines Bildes in Punkten pro Zoll (Standard 96; 192 für die Bilder eines Berichts). Text behält seine Größe in Punkt: das Bild ist PX / N Zoll breit.</translation>
    </message>
    <message>
        <source>Reports: pictures of the first N chains (default 3; 0 for none).</source>
        <translation>Berichte: Bilder der ersten N Ketten (Standard 3; 0 für keine).</translation>
    </message>
    <message>
        <source>Memory snapshots: the GPU whose block map is drawn (default: the first).</source>
        <translation>Speicher-Snapshots: die GPU, deren Blockkarte gezeichnet wird (Standard: die erste).</translation>
    </message>
    <message>
        <source>Leave the causal chains out.</source>
        <translation>Die Kausalketten weglassen.</translation>
    </message>
    <message>
        <source>Leave the notes out.</source>
        <translation>Die Notizen weglassen.</translation>
    </message>
    <message>
        <source>Pictures: leave the legend out.</source>
        <translation>Bilder: die Legende weglassen.</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite), or a memory snapshot (.pickle, .json).</source>
        <translation>Zu lesende Aufzeichnung (.db, .sqlite) oder ein Speicher-Snapshot (.pickle, .json).</translation>
    </message>
    <message>
        <source>faultline export: %1</source>
        <translation>faultline export: %1</translation>
    </message>
    <message>
        <source>faultline export: expected one capture file; see &apos;faultline export --help&apos;.</source>
        <translation>faultline export: genau eine Aufzeichnungsdatei erwartet; siehe „faultline export --help“.</translation>
    </message>
    <message>
        <source>faultline export: no output file; give -o OUT.</source>
        <translation>faultline export: keine Ausgabedatei; bitte -o AUSGABE angeben.</translation>
    </message>
    <message>
        <source>faultline export: unknown format &apos;%1&apos;; use one of %2.</source>
        <translation>faultline export: unbekanntes Format „%1“; eines von %2 verwenden.</translation>
    </message>
    <message>
        <source>faultline export: the output would replace the capture; choose another file.</source>
        <translation>faultline export: die Ausgabe würde die Aufzeichnung ersetzen; bitte eine andere Datei wählen.</translation>
    </message>
    <message>
        <source>faultline export: %1 is a memory snapshot: its block map exports as png, svg or pdf.</source>
        <translation>faultline export: %1 ist ein Speicher-Snapshot: seine Blockkarte lässt sich als png, svg oder pdf exportieren.</translation>
    </message>
    <message>
        <source>faultline export: --from, --to and --lanes are for captures, not memory snapshots.</source>
        <translation>faultline export: --from, --to und --lanes gelten für Aufzeichnungen, nicht für Speicher-Snapshots.</translation>
    </message>
    <message>
        <source>faultline export: %1 needs a QApplication (the pictures are drawn with the app&apos;s widgets).</source>
        <translation>faultline export: %1 braucht eine QApplication (die Bilder werden mit den Widgets der App gezeichnet).</translation>
    </message>
    <message>
        <source>faultline export: cannot load %1: %2</source>
        <translation>faultline export: %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>faultline export: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline export: die Zeit „%1“ ist nicht lesbar (z. B. 12.5, 12.5s, 300ms oder @UNIX_NS).</translation>
    </message>
    <message>
        <source>faultline export: --from must be before --to.</source>
        <translation>faultline export: --from muss vor --to liegen.</translation>
    </message>
    <message>
        <source>Wrote %1: %2 × %3 px at %4 DPI, %5 rows, %6 notes.</source>
        <translation>%1 geschrieben: %2 × %3 px bei %4 DPI, %5 Zeilen, %6 Notizen.</translation>
    </message>
    <message>
        <source>Wrote %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>%1 geschrieben: %2 Ketten, %3 Bilder, %4 Notizen.</translation>
    </message>
    <message>
        <source>faultline export: cannot write %1: %2</source>
        <translation>faultline export: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Wrote %1: %2 events of %3 threads in %4 processes, %5 chains, %6 notes.</source>
        <translation>%1 geschrieben: %2 Ereignisse von %3 Threads in %4 Prozessen, %5 Ketten, %6 Notizen.</translation>
    </message>
    <message>
        <source>faultline export: %1 records no GPU memory: there is no block map to draw.</source>
        <translation>faultline export: %1 enthält keinen GPU-Speicher: es gibt keine Blockkarte zu zeichnen.</translation>
    </message>
    <message>
        <source>faultline export: --device %1: the snapshot has GPUs %2.</source>
        <translation>faultline export: --device %1: der Snapshot hat die GPUs %2.</translation>
    </message>
    <message>
        <source>Wrote %1: the block map of GPU %2, %3 segments.</source>
        <translation>%1 geschrieben: die Blockkarte von GPU %2, %3 Segmente.</translation>
    </message>
    <message>
        <source>Exports a capture, or a range and some lanes of it, with its chains and notes: as a picture of the timeline (png, svg, pdf), as a review report (md with its pictures beside it, one html file, or with --review a pdf document), or as Chrome trace-event JSON that the Perfetto UI (ui.perfetto.dev) opens. Given a PyTorch memory snapshot (.pickle, .json), png, svg and pdf are a picture of its block map.</source>
        <translation>Exportiert eine Aufzeichnung oder einen Bereich und einige Spuren davon, mit Ketten und Notizen: als Bild der Zeitachse (png, svg, pdf), als Prüfbericht (md mit den Bildern daneben, eine einzige html-Datei oder, mit --review, ein pdf-Dokument) oder als Chrome-Trace-Event-JSON, das die Perfetto-Oberfläche (ui.perfetto.dev) öffnet. Für einen PyTorch-Speicher-Snapshot (.pickle, .json) sind png, svg und pdf ein Bild seiner Blockkarte.</translation>
    </message>
    <message>
        <source>Write the review report: md, html or pdf (from the output&apos;s suffix or --format; html when the output has no suffix). Without it a pdf is a picture of the timeline.</source>
        <translation>Den Prüfbericht schreiben: md, html oder pdf (nach der Endung der Ausgabedatei oder --format; html, wenn die Ausgabedatei keine Endung hat). Ohne diese Option ist ein pdf ein Bild der Zeitachse.</translation>
    </message>
    <message>
        <source>Usage: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</source>
        <translation>Aufruf: faultline export DATEI [--from T] [--to T] [--lanes PID[:TID],...] -o AUSGABE [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</translation>
    </message>
    <message>
        <source>faultline export: the review report is md, html or pdf, not &apos;%1&apos;.</source>
        <translation>faultline export: der Prüfbericht kann md, html oder pdf sein, nicht „%1“.</translation>
    </message>
</context>
<context>
    <name>GpuTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>Communication (exposed)</source>
        <translation>Kommunikation (nicht überlappt)</translation>
    </message>
    <message>
        <source>Copies and memsets</source>
        <translation>Kopien und Memsets</translation>
    </message>
    <message>
        <source>Idle: host sync</source>
        <translation>Leerlauf: Host-Synchronisation</translation>
    </message>
    <message>
        <source>Idle: blocking copy</source>
        <translation>Leerlauf: blockierende Kopie</translation>
    </message>
    <message>
        <source>Idle: waiting for input</source>
        <translation>Leerlauf: Warten auf Eingabe</translation>
    </message>
    <message>
        <source>Idle: CPU work</source>
        <translation>Leerlauf: CPU-Arbeit</translation>
    </message>
    <message>
        <source>Idle: between launches</source>
        <translation>Leerlauf: zwischen Starts</translation>
    </message>
    <message>
        <source>Idle: off-CPU</source>
        <translation>Leerlauf: Off-CPU</translation>
    </message>
    <message>
        <source>Idle: unknown</source>
        <translation>Leerlauf: unbekannt</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>The resolution must be between %1 and %2 DPI (got %3).</source>
        <translation>Die Auflösung muss zwischen %1 und %2 DPI liegen (angegeben: %3).</translation>
    </message>
    <message>
        <source>The width must be between 1 and %1 pixels (got %2).</source>
        <translation>Die Breite muss zwischen 1 und %1 Pixeln liegen (angegeben: %2).</translation>
    </message>
    <message>
        <source>%1 pixels at %2 DPI is %3 inches: too narrow for a readable picture. Give at least %4 pixels at that resolution, or a lower resolution.</source>
        <translation>%1 Pixel bei %2 DPI sind %3 Zoll: zu schmal für ein lesbares Bild. Bitte mindestens %4 Pixel bei dieser Auflösung angeben oder eine geringere Auflösung wählen.</translation>
    </message>
    <message>
        <source>The picture would be %1 × %2 pixels; at most %3 pixels high can be written. Choose fewer lanes, a smaller width or a lower resolution.</source>
        <translation>Das Bild wäre %1 × %2 Pixel groß; höchstens %3 Pixel Höhe können geschrieben werden. Bitte weniger Spuren, eine kleinere Breite oder eine geringere Auflösung wählen.</translation>
    </message>
    <message>
        <source>Cannot start the SVG output.</source>
        <translation>Die SVG-Ausgabe kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Cannot start the PDF output.</source>
        <translation>Die PDF-Ausgabe kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Cannot write the PDF.</source>
        <translation>Das PDF kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>The capture to write (.db).</source>
        <translation>Die zu schreibende Aufzeichnung (.db).</translation>
    </message>
    <message>
        <source>Replace OUT if it exists.</source>
        <translation>AUSGABE ersetzen, falls vorhanden.</translation>
    </message>
    <message>
        <source>faultline import: %1</source>
        <translation>faultline import: %1</translation>
    </message>
    <message>
        <source>faultline import: %1 does not exist.</source>
        <translation>faultline import: %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 GPU activities (%4 linked to their launch), %5 stacks, %6 notes in %7 s</source>
        <translation>%1: %2 Ereignisse, %3 GPU-Aktivitäten (%4 mit ihrem Start verknüpft), %5 Stacks, %6 Notizen in %7 s</translation>
    </message>
    <message>
        <source>faultline import: expected FILE (or FOLDER) and -o OUT.db; see &apos;faultline import --help&apos;.</source>
        <translation>faultline import: DATEI (oder ORDNER) und -o AUSGABE.db erwartet; siehe „faultline import --help“.</translation>
    </message>
    <message>
        <source>faultline import: %1 holds no PyTorch profiler trace or Nsight Systems export.</source>
        <translation>faultline import: %1 enthält keinen PyTorch-Profiler-Trace und keinen Nsight-Systems-Export.</translation>
    </message>
    <message>
        <source>Usage: faultline import FILE|FOLDER... -o OUT.db [--force]</source>
        <translation>Aufruf: faultline import DATEI|ORDNER... -o AUSGABE.db [--force]</translation>
    </message>
    <message>
        <source>Converts a PyTorch profiler trace (Kineto JSON, .json or .json.gz) or an Nsight Systems SQLite export (nsys export --type sqlite) into a capture: CUDA calls with their Python stacks, the GPU&apos;s kernels, copies and memsets on their streams (view faultline_gpu_activity), the allocator&apos;s [memory] events and the user&apos;s ranges as notes. The trace is only read.</source>
        <translation>Wandelt einen PyTorch-Profiler-Trace (Kineto-JSON, .json oder .json.gz) oder einen SQLite-Export von Nsight Systems (nsys export --type sqlite) in eine Aufzeichnung um: CUDA-Aufrufe mit ihren Python-Stacks, die Kernel, Kopien und Memsets der GPU auf ihren Streams (Sicht faultline_gpu_activity), die [memory]-Ereignisse des Allokators und die Bereiche des Nutzers als Notizen. Der Trace wird nur gelesen.</translation>
    </message>
    <message>
        <source>faultline import: warning: %1</source>
        <translation>faultline import: Warnung: %1</translation>
    </message>
    <message>
        <source>Trace: .json, .json.gz (PyTorch profiler) or .sqlite (nsys). Several files, or a folder of them, make one capture with a node per rank: they are converted one per core at a time, with a line for each.</source>
        <translation>Trace: .json, .json.gz (PyTorch-Profiler) oder .sqlite (nsys). Mehrere Dateien oder ein Ordner davon ergeben eine Aufzeichnung mit einem Knoten je Rang: Sie werden umgewandelt, gleichzeitig höchstens eine pro Kern, mit je einer Zeile pro Datei.</translation>
    </message>
    <message>
        <source>[%1/%2] %3  %4  %5 MB  %6 s</source>
        <translation>[%1/%2] %3  %4  %5 MB  %6 s</translation>
    </message>
    <message numerus="yes">
        <source>merging %n traces into %1…</source>
        <translation>
            <numerusform>%n Trace wird in %1 zusammengeführt …</numerusform>
            <numerusform>%n Traces werden in %1 zusammengeführt …</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonSnapshotReader</name>
    <message>
        <source>a malformed \u escape at byte %1</source>
        <translation>eine fehlerhafte \u-Escape-Sequenz bei Byte %1</translation>
    </message>
    <message>
        <source>an unknown escape in a string at byte %1</source>
        <translation>eine unbekannte Escape-Sequenz in einem String bei Byte %1</translation>
    </message>
    <message>
        <source>a number longer than 400 characters at byte %1</source>
        <translation>eine Zahl mit mehr als 400 Zeichen bei Byte %1</translation>
    </message>
    <message>
        <source>a malformed number at byte %1</source>
        <translation>eine fehlerhafte Zahl bei Byte %1</translation>
    </message>
    <message>
        <source>an unexpected character at byte %1</source>
        <translation>ein unerwartetes Zeichen bei Byte %1</translation>
    </message>
    <message>
        <source>expected a string key at byte %1</source>
        <translation>Bei Byte %1 wurde ein String-Schlüssel erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; at byte %1</source>
        <translation>Bei Byte %1 wurde &apos;:&apos; erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or the end of a container at byte %1</source>
        <translation>Bei Byte %1 wurde &apos;,&apos; oder das Ende eines Containers erwartet</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the JSON document</source>
        <translation>Die Datei endet bei Byte %1, mitten im JSON-Dokument</translation>
    </message>
</context>
<context>
    <name>LaneKind</name>
    <message>
        <source>CUDA runtime</source>
        <translation>CUDA-Runtime</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA-Treiber</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Block IO</source>
        <translation>Block-I/O</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>GPU stream</source>
        <translation>GPU-Stream</translation>
    </message>
</context>
<context>
    <name>LaneSelection</name>
    <message>
        <source>--lanes: &apos;%1&apos; is not PID or PID:TID.</source>
        <translation>--lanes: „%1“ ist nicht PID oder PID:TID.</translation>
    </message>
    <message>
        <source>--lanes: the capture has no thread %1 in process %2.</source>
        <translation>--lanes: die Aufzeichnung hat keinen Thread %1 im Prozess %2.</translation>
    </message>
    <message>
        <source>--lanes: the capture has no process or thread %1.</source>
        <translation>--lanes: die Aufzeichnung hat keinen Prozess oder Thread %1.</translation>
    </message>
</context>
<context>
    <name>MappedFile</name>
    <message>
        <source>it is a directory</source>
        <extracomment>Why a snapshot cannot be read: the path names a folder.</extracomment>
        <translation>Es ist ein Ordner</translation>
    </message>
</context>
<context>
    <name>MultiAttach</name>
    <message>
        <source>no node to attach to</source>
        <translation>Kein Knoten zum Verbinden</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 existiert bereits; eine andere Datei wählen oder sie ausdrücklich ersetzen</translation>
    </message>
    <message>
        <source>no node sent an event</source>
        <translation>Kein Knoten hat ein Ereignis gesendet</translation>
    </message>
    <message>
        <source>cannot merge the nodes&apos; captures into %1: %2</source>
        <translation>Die Aufzeichnungen der Knoten können nicht in %1 zusammengeführt werden: %2</translation>
    </message>
</context>
<context>
    <name>NotesCommand</name>
    <message>
        <source>Lists and adds the notes of a capture (kept in FILE.faultline-notes.json beside it), or saves a copy of the capture with the notes in its annotations table.</source>
        <translation>Listet und ergänzt die Notizen einer Aufzeichnung (in DATEI.faultline-notes.json daneben) oder speichert eine Kopie der Aufzeichnung mit den Notizen in ihrer Tabelle annotations.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>List the notes (tab-separated).</source>
        <translation>Die Notizen auflisten (durch Tabulatoren getrennt).</translation>
    </message>
    <message>
        <source>Add a note at T: --add-point T TEXT.</source>
        <translation>Eine Notiz bei T hinzufügen: --add-point T TEXT.</translation>
    </message>
    <message>
        <source>Add a note over T1..T2: --add-span T1 T2 TEXT.</source>
        <translation>Eine Notiz über T1..T2 hinzufügen: --add-span T1 T2 TEXT.</translation>
    </message>
    <message>
        <source>Author of the added note (default: $USER).</source>
        <translation>Verfasser der hinzugefügten Notiz (Standard: $USER).</translation>
    </message>
    <message>
        <source>Colour of the added note, #rrggbb.</source>
        <translation>Farbe der hinzugefügten Notiz, #rrggbb.</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table.</source>
        <translation>Eine Kopie der Aufzeichnung mit den Notizen in ihrer Tabelle annotations schreiben.</translation>
    </message>
    <message>
        <source>Capture (.db, .sqlite).</source>
        <translation>Aufzeichnung (.db, .sqlite).</translation>
    </message>
    <message>
        <source>Usage: faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT] [--author NAME] [--colour #rrggbb]</source>
        <translation>Aufruf: faultline notes DATEI [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy AUSGABE] [--author NAME] [--colour #rrggbb]</translation>
    </message>
    <message>
        <source>faultline notes: %1</source>
        <translation>faultline notes: %1</translation>
    </message>
    <message>
        <source>faultline notes: expected FILE and one of --list, --add-point T TEXT, --add-span T1 T2 TEXT or --save-copy OUT; see &apos;faultline notes --help&apos;.</source>
        <translation>faultline notes: erwartet DATEI und eines von --list, --add-point T TEXT, --add-span T1 T2 TEXT oder --save-copy AUSGABE; siehe „faultline notes --help“.</translation>
    </message>
    <message>
        <source>faultline notes: %1 does not exist.</source>
        <translation>faultline notes: %1 existiert nicht.</translation>
    </message>
    <message>
        <source>faultline notes: cannot load %1: %2</source>
        <translation>faultline notes: %1 kann nicht geladen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 with %n note(s).</source>
        <translation>
            <numerusform>%1 mit %n Notiz geschrieben.</numerusform>
            <numerusform>%1 mit %n Notizen geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline notes: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline notes: die Zeit „%1“ ist nicht lesbar (z. B. 12.5, 12.5s, 300ms oder @UNIX_NS).</translation>
    </message>
    <message>
        <source>Added note %1 to %2.</source>
        <translation>Notiz %1 zu %2 hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>OomExplainer</name>
    <message>
        <source>ignored an implausible figure: %1 %2</source>
        <extracomment>%1 is a number and %2 its unit as the error message printed them (&quot;17179869184.00&quot; &quot;GiB&quot;)</extracomment>
        <translation>unplausiblen Wert ignoriert: %1 %2</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True. Segments then grow in place and free pages can be mapped again where they are needed, so a large tensor no longer needs one contiguous hole inside a single cudaMalloc.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True setzen. Segmente wachsen dann an Ort und Stelle, und freie Seiten lassen sich dort erneut mappen, wo sie gebraucht werden; ein großer Tensor braucht so keine zusammenhängende Lücke innerhalb eines einzelnen cudaMalloc mehr.</translation>
    </message>
    <message>
        <source>expandable_segments is already on: what remains are holes between live blocks of the same mapping, so fewer long-lived tensors scattered between short-lived ones is what helps (allocate persistent buffers first).</source>
        <translation>expandable_segments ist bereits aktiv: Was bleibt, sind Lücken zwischen lebenden Blöcken desselben Mappings. Hier helfen weniger langlebige Tensoren, die zwischen kurzlebigen verstreut liegen (dauerhafte Puffer zuerst belegen).</translation>
    </message>
    <message>
        <source>If expandable segments are not an option, set max_split_size_mb:%1. Blocks of that size or more are then never cut up for small requests, which keeps large free blocks whole for large tensors (at the price of more cached memory).</source>
        <extracomment>%1 is a whole number of MiB, part of the setting max_split_size_mb:%1 (keep that text as it is)</extracomment>
        <translation>Wenn erweiterbare Segmente keine Option sind: max_split_size_mb:%1 setzen. Blöcke dieser Größe oder größer werden dann nie für kleine Anforderungen aufgeteilt, sodass große freie Blöcke für große Tensoren ganz bleiben (um den Preis von mehr Speicher im Cache).</translation>
    </message>
    <message>
        <source>max_split_size is already set (%1); a lower value keeps more large blocks whole, a higher one wastes less.</source>
        <extracomment>%1 is a size like 128.00 MiB</extracomment>
        <translation>max_split_size ist bereits gesetzt (%1); ein niedrigerer Wert hält mehr große Blöcke ganz, ein höherer verschwendet weniger.</translation>
    </message>
    <message>
        <source>%1 sits in whole free segments: torch.cuda.empty_cache() would return it to the driver, which helps other processes on this GPU. It would not have saved this allocation: the allocator frees such segments by itself before it gives up.</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>Ganze freie Segmente halten %1: torch.cuda.empty_cache() würde diesen Speicher an den Treiber zurückgeben, was anderen Prozessen auf dieser GPU hilft. Diese Belegung hätte das nicht gerettet: Der Allocator gibt solche Segmente von selbst frei, bevor er aufgibt.</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: before raising the error the allocator already returns every whole free segment to the driver.</source>
        <translation>torch.cuda.empty_cache() hätte nicht geholfen: Bevor er den Fehler auslöst, gibt der Allocator bereits jedes ganze freie Segment an den Treiber zurück.</translation>
    </message>
    <message>
        <source>%1 is free inside segments that still hold live tensors; empty_cache() cannot release that, only fewer splits can (expandable_segments, max_split_size_mb).</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>Frei innerhalb von Segmenten, die noch lebende Tensoren enthalten: %1. empty_cache() kann diesen Speicher nicht freigeben, das können nur weniger Aufteilungen (expandable_segments, max_split_size_mb).</translation>
    </message>
    <message>
        <source>Lower the peak: a smaller batch or sequence length, activation checkpointing, lower precision (bf16/fp16), or dropping references to tensors sooner.</source>
        <translation>Die Spitze senken: kleinere Batches oder kürzere Sequenzen, Activation Checkpointing, geringere Genauigkeit (bf16/fp16) oder Referenzen auf Tensoren früher aufgeben.</translation>
    </message>
    <message>
        <source> The largest live allocation sites were: %1.</source>
        <extracomment>Appended to the previous advice; mind the leading space. %1 lists code locations with their sizes, separated by semicolons: &quot;train.py:42:forward (1.50 GiB); model.py:7:attn (512.00 MiB)&quot;</extracomment>
        <translation> Die Stellen mit den größten lebenden Belegungen waren: %1.</translation>
    </message>
    <message>
        <source>There is no trace entry %1 on device %2.</source>
        <extracomment>%1 is a position in the device&apos;s allocator trace, %2 a device number</extracomment>
        <translation>Auf Gerät %2 gibt es keinen Trace-Eintrag %1.</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3, a private pool), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>Anforderung: %1 auf Gerät %2 (Stream %3, ein privater Pool), Trace-Eintrag %4.</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>Anforderung: %1 auf Gerät %2 (Stream %3), Trace-Eintrag %4.</translation>
    </message>
    <message>
        <source>Free in segments that could serve this request: %1; the largest piece: %2.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB</extracomment>
        <translation>Frei in Segmenten, die diese Anforderung bedienen könnten: %1; das größte Stück: %2.</translation>
    </message>
    <message>
        <source>Free in segments of other streams: %1.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>Frei in Segmenten anderer Streams: %1.</translation>
    </message>
    <message>
        <source>Private pools (CUDA graphs, MemPool) reserve %1, %2 of it free.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB; %2 is the free part of %1</extracomment>
        <translation>Private Pools (CUDA-Graphen, MemPool) reservieren %1, davon %2 frei.</translation>
    </message>
    <message>
        <source>Of the %1 on the GPU, %2 was neither free nor reserved by this allocator.</source>
        <extracomment>%1 is the GPU&apos;s total memory and %2 a part of it, sizes like 80.00 GiB</extracomment>
        <translation>Von den %1 der GPU waren %2 weder frei noch von diesem Allocator reserviert.</translation>
    </message>
    <message>
        <source>Just before the failure %1 segments (%2) were released: the allocator&apos;s flush-and-retry ran and did not find enough.</source>
        <extracomment>%1 is a number of segments (1 or more), %2 their total size like 2.00 GiB</extracomment>
        <translation>Kurz vor dem Fehlschlag wurden %1 Segment(e) (%2) freigegeben: Der Allocator hat seinen Cache geleert und es erneut versucht, aber nicht genug gefunden.</translation>
    </message>
    <message>
        <source>Fragmentation: a free block of %1 on this stream looked large enough for %2, yet the allocator could not use it (an oversize block kept for larger requests when max_split_size is set, or a block freed while the failing call ran).</source>
        <extracomment>%1 is the size of a free block, %2 the requested size, both like 2.00 GiB</extracomment>
        <translation>Fragmentierung: Ein freier Block von %1 auf diesem Stream schien groß genug für %2, doch der Allocator konnte ihn nicht nutzen (ein übergroßer Block, der bei gesetztem max_split_size für größere Anforderungen zurückgehalten wird, oder ein Block, der während des fehlgeschlagenen Aufrufs freigegeben wurde).</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was free in PyTorch&apos;s cached segments on this stream, more than the %2 requested, but split into holes between live tensors; the largest was %3, and the GPU had only %4 left for a new segment.</source>
        <extracomment>%1 is the free total, %2 the requested size, %3 the largest hole, %4 the GPU&apos;s free memory</extracomment>
        <translation>Fragmentierung: In den gecachten Segmenten von PyTorch auf diesem Stream waren %1 frei, mehr als die angeforderten %2, aber aufgeteilt in Lücken zwischen lebenden Tensoren; die größte maß %3, und die GPU hatte nur noch %4 für ein neues Segment frei.</translation>
    </message>
    <message>
        <source>Fragmentation: the holes in cached segments (%1) and the GPU&apos;s free memory (%2) would together hold the %3 requested, but neither on its own: a new segment needs %3 of contiguous free device memory, and the cached holes are scattered.</source>
        <extracomment>%1 is the free total in cached holes, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>Fragmentierung: Die Lücken in gecachten Segmenten (%1) und der freie Speicher der GPU (%2) würden die angeforderten %3 zusammen fassen, aber keines von beiden allein: Ein neues Segment braucht %3 zusammenhängenden freien Gerätespeicher, und die gecachten Lücken sind verstreut.</translation>
    </message>
    <message>
        <source>private pools</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>private Pools</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 lay free inside private pools (CUDA graphs or torch.cuda.MemPool), which ordinary allocations cannot use; with it the %2 request would have fit.</source>
        <extracomment>%1 is the free size inside private pools, %2 the requested size</extracomment>
        <translation>Speicher in privaten Pools gehalten: In privaten Pools (CUDA-Graphen oder torch.cuda.MemPool) lagen %1 frei, die gewöhnliche Belegungen nicht nutzen können; damit hätte die Anforderung von %2 gepasst.</translation>
    </message>
    <message>
        <source>Free CUDA graphs that are no longer replayed (and with them their pools), let graphs share one memory pool, or capture fewer graphs.</source>
        <translation>CUDA-Graphen, die nicht mehr wiedergegeben werden, freigeben (und mit ihnen ihre Pools), Graphen einen gemeinsamen Speicher-Pool nutzen lassen oder weniger Graphen aufzeichnen.</translation>
    </message>
    <message>
        <source>other streams</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>andere Streams</translation>
    </message>
    <message>
        <source>Memory held on other streams: %1 lay free in segments cached for other CUDA streams, and the caching allocator reuses a block only on the stream it was allocated on.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>Speicher auf anderen Streams gehalten: In Segmenten, die für andere CUDA-Streams gecacht sind, lagen %1 frei, und der Caching-Allocator verwendet einen Block nur auf dem Stream wieder, auf dem er belegt wurde.</translation>
    </message>
    <message>
        <source>Allocate on fewer side streams, or free tensors on the stream that allocated them; tensor.record_stream() ties a block to another stream until that stream catches up.</source>
        <translation>Auf weniger Neben-Streams belegen oder Tensoren auf dem Stream freigeben, der sie belegt hat; tensor.record_stream() bindet einen Block an einen anderen Stream, bis dieser aufgeholt hat.</translation>
    </message>
    <message>
        <source>other processes</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>andere Prozesse</translation>
    </message>
    <message>
        <source>Memory held elsewhere: the GPU has %1 but only %2 was free and this allocator had reserved %3; %4 is used outside it (other processes, the CUDA context, libraries such as NCCL or cuBLAS).</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part, %3 what this allocator reserved, %4 the rest</extracomment>
        <translation>Speicher anderswo gehalten: Die GPU hat %1, aber frei waren nur %2, und dieser Allocator hatte %3 reserviert; der Rest (%4) wird außerhalb dieses Allocators genutzt (andere Prozesse, der CUDA-Kontext, Bibliotheken wie NCCL oder cuBLAS).</translation>
    </message>
    <message>
        <source>See what else runs on GPU %1 (nvidia-smi) and give this job the GPU to itself, or limit the others; every process also pays a CUDA context of a few hundred MiB.</source>
        <extracomment>%1 is a GPU number</extracomment>
        <translation>Prüfen, was sonst auf GPU %1 läuft (nvidia-smi), und diesem Job die GPU allein überlassen oder die anderen begrenzen; jeder Prozess zahlt zudem einen CUDA-Kontext von einigen hundert MiB.</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1 (plus %2 freed but still in use on other streams); the %3 request was more than the %4 free on the GPU and the %5 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 freed but pending, %3 requested, %4 free on the GPU, %5 cached</extracomment>
        <translation>Echter Speichermangel: Lebende Tensoren hielten %1 (dazu %2 freigegeben, aber auf anderen Streams noch in Gebrauch); die Anforderung von %3 war größer als die auf der GPU freien %4 und die von PyTorch gecachten %5 zusammen. Nur eine niedrigere Spitze hilft.</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 free on the GPU and the %4 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 free on the GPU, %4 cached</extracomment>
        <translation>Echter Speichermangel: Lebende Tensoren hielten %1; die Anforderung von %2 war größer als die auf der GPU freien %3 und die von PyTorch gecachten %4 zusammen. Nur eine niedrigere Spitze hilft.</translation>
    </message>
    <message>
        <source>If the GPU has more than %1, the rest is used outside this allocator (other processes, the CUDA context, NCCL): check nvidia-smi.</source>
        <extracomment>%1 is a size like 24.00 GiB</extracomment>
        <translation>Hat die GPU mehr als %1, wird der Rest außerhalb dieses Allocators genutzt (andere Prozesse, der CUDA-Kontext, NCCL): nvidia-smi prüfen.</translation>
    </message>
    <message>
        <source>%1 different request sizes above 1 MiB appear before the failure. roundup_power2_divisions:4 rounds sizes up to quarter steps between powers of two, so a freed block fits the next request of a similar size (slightly more rounding, fewer holes).</source>
        <extracomment>%1 is a count (32 or more); keep roundup_power2_divisions:4 as it is</extracomment>
        <translation>Vor dem Fehlschlag treten %1 verschiedene Anforderungsgrößen über 1 MiB auf. roundup_power2_divisions:4 rundet Größen auf Viertelschritte zwischen Zweierpotenzen auf, sodass ein freigegebener Block zur nächsten Anforderung ähnlicher Größe passt (etwas mehr Rundung, weniger Lücken).</translation>
    </message>
    <message>
        <source>garbage_collection_threshold:0.8 (it needs torch.cuda.set_per_process_memory_fraction) returns old cached blocks earlier, before the synchronising free-everything-and-retry path seen here.</source>
        <extracomment>keep garbage_collection_threshold:0.8 as it is: it is a setting</extracomment>
        <translation>garbage_collection_threshold:0.8 (erfordert torch.cuda.set_per_process_memory_fraction) gibt alte gecachte Blöcke früher zurück, noch bevor der hier beobachtete synchronisierende Pfad „alles freigeben und erneut versuchen“ greift.</translation>
    </message>
    <message>
        <source>No out-of-memory message was found in the text.</source>
        <translation>Im Text wurde keine Out-of-Memory-Meldung gefunden.</translation>
    </message>
    <message>
        <source>Request: %1 on device %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number</extracomment>
        <translation>Anforderung: %1 auf Gerät %2.</translation>
    </message>
    <message>
        <source>Request: %1 on GPU %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a GPU number</extracomment>
        <translation>Anforderung: %1 auf GPU %2.</translation>
    </message>
    <message>
        <source>Request: %1 on %2 %3.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 the kind of device as the error names it (CUDA, NPU, XPU), %3 its number</extracomment>
        <translation>Anforderung: %1 auf %2 %3.</translation>
    </message>
    <message>
        <source>Capacity %1, free %2.</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part (sizes like 80.00 GiB, or ? when unknown)</extracomment>
        <translation>Kapazität %1, frei %2.</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 in private pools, %4 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated, %3 in private pools and %4 unallocated</extracomment>
        <translation>PyTorch hatte %1 reserviert: %2 belegt, %3 in privaten Pools, %4 reserviert, aber nicht belegt.</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated and %3 unallocated</extracomment>
        <translation>PyTorch hatte %1 reserviert: %2 belegt, %3 reserviert, aber nicht belegt.</translation>
    </message>
    <message>
        <source>Process %1 uses %2.</source>
        <extracomment>%1 is a process id, %2 a size like 2.00 GiB</extracomment>
        <translation>Prozess %1 belegt %2.</translation>
    </message>
    <message>
        <source>%1 of the GPU is neither free nor reserved by this process&apos;s allocator.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>%1 der GPU sind weder frei noch vom Allocator dieses Prozesses reserviert.</translation>
    </message>
    <message>
        <source>The process may use at most %1 (per-process memory fraction).</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>Der Prozess darf höchstens %1 nutzen (Speicheranteil pro Prozess).</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <extracomment>%1 is a remark about the error message, such as &quot;ignored an implausible figure: 1e18 GiB&quot;</extracomment>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <source>The message is cut short; some figures are missing.</source>
        <translation>Die Meldung ist abgeschnitten; einige Angaben fehlen.</translation>
    </message>
    <message>
        <source>Genuine exhaustion under cudaMallocAsync: %1 was allocated and CUDA had %2 free, less than the %3 requested.</source>
        <extracomment>%1 is the allocated size, %2 the free size, %3 the requested size</extracomment>
        <translation>Echter Speichermangel unter cudaMallocAsync: %1 waren belegt, und CUDA hatte %2 frei, weniger als die angeforderten %3.</translation>
    </message>
    <message>
        <source>cudaMallocAsync could not place %1 although CUDA reported %2 free: the driver&apos;s pool is fragmented or a memory-fraction limit applies.</source>
        <extracomment>%1 is the requested size, %2 the free size</extracomment>
        <translation>cudaMallocAsync konnte %1 nicht unterbringen, obwohl CUDA %2 frei meldete: Der Pool des Treibers ist fragmentiert, oder ein Limit für den Speicheranteil greift.</translation>
    </message>
    <message>
        <source>The limit set by torch.cuda.set_per_process_memory_fraction (%1) is what ran out; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>Ausgeschöpft wurde das mit torch.cuda.set_per_process_memory_fraction gesetzte Limit (%1); es anheben, wenn die GPU Platz hat.</translation>
    </message>
    <message>
        <source>The cap from torch.cuda.set_per_process_memory_fraction (%1 allowed) is what ran out, not the GPU; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>Ausgeschöpft wurde die Obergrenze aus torch.cuda.set_per_process_memory_fraction (%1 erlaubt), nicht die GPU; sie anheben, wenn die GPU Platz hat.</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was reserved by PyTorch but unallocated, more than the %2 requested, yet no single free block was large enough.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the requested size</extracomment>
        <translation>Fragmentierung: %1 waren von PyTorch reserviert, aber nicht belegt, mehr als die angeforderten %2, doch kein einzelner freier Block war groß genug.</translation>
    </message>
    <message>
        <source>Fragmentation: the reserved-but-unallocated memory (%1) and the GPU&apos;s free memory (%2) together exceed the %3 requested, but neither on its own is a contiguous piece that large.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>Fragmentierung: Der reservierte, aber nicht belegte Speicher (%1) und der freie Speicher der GPU (%2) übersteigen zusammen die angeforderten %3, doch keiner von beiden ist für sich ein zusammenhängendes Stück dieser Größe.</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: the allocator already returns whole free segments before raising the error, and free space inside used segments cannot be returned.</source>
        <translation>torch.cuda.empty_cache() hätte nicht geholfen: Der Allocator gibt ganze freie Segmente bereits zurück, bevor er den Fehler auslöst, und freier Platz innerhalb genutzter Segmente lässt sich nicht zurückgeben.</translation>
    </message>
    <message>
        <source>this process outside PyTorch</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>dieser Prozess außerhalb von PyTorch</translation>
    </message>
    <message>
        <source>Memory held elsewhere: this process uses %1 of the GPU but PyTorch reserved only %2; %3 belongs to the CUDA context and libraries that allocate on their own (NCCL, cuBLAS/cuDNN workspaces, other frameworks). Without it the %4 request would have fit.</source>
        <extracomment>%1 is this process&apos;s use, %2 PyTorch&apos;s reservation, %3 the rest, %4 the requested size</extracomment>
        <translation>Speicher anderswo gehalten: Dieser Prozess nutzt %1 der GPU, aber PyTorch hat nur %2 reserviert; der Rest (%3) gehört zum CUDA-Kontext und zu Bibliotheken, die selbst Speicher belegen (NCCL, cuBLAS-/cuDNN-Workspaces, andere Frameworks). Ohne diesen Speicher hätte die Anforderung von %4 gepasst.</translation>
    </message>
    <message>
        <source>Look for memory allocated outside PyTorch&apos;s allocator in this process (NCCL buffers, another framework such as JAX or TensorFlow, custom CUDA extensions) and cap it.</source>
        <translation>In diesem Prozess nach Speicher suchen, der außerhalb des Allocators von PyTorch belegt wird (NCCL-Puffer, ein anderes Framework wie JAX oder TensorFlow, eigene CUDA-Erweiterungen), und ihn begrenzen.</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator; without it the %3 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 the requested size</extracomment>
        <translation>Speicher anderswo gehalten: Von den %2 der GPU wurden %1 außerhalb des Allocators dieses Prozesses genutzt; ohne diesen Speicher hätte die Anforderung von %3 gepasst.</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator (other processes: %3); without it the %4 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 a list of process ids with their sizes (&quot;1234 (2.00 GiB), 5678 (1.00 GiB)&quot;), %4 the requested size</extracomment>
        <translation>Speicher anderswo gehalten: Von den %2 der GPU wurden %1 außerhalb des Allocators dieses Prozesses genutzt (andere Prozesse: %3); ohne diesen Speicher hätte die Anforderung von %4 gepasst.</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 is allocated in private pools (CUDA graphs or torch.cuda.MemPool) and cannot serve other allocations.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>Speicher in privaten Pools gehalten: %1 sind in privaten Pools (CUDA-Graphen oder torch.cuda.MemPool) belegt und können keine anderen Belegungen bedienen.</translation>
    </message>
    <message>
        <source>Genuine exhaustion: %1 was allocated by live tensors and the %2 request exceeds the %3 free plus the %4 reserved but unallocated.</source>
        <extracomment>%1 is the allocated size, %2 the requested size, %3 the free size, %4 the reserved-but-unallocated size</extracomment>
        <translation>Echter Speichermangel: Lebende Tensoren belegten %1, und die Anforderung von %2 übersteigt die freien %3 plus die reservierten, aber nicht belegten %4.</translation>
    </message>
    <message>
        <source>The message is too short to tell why %1 could not be allocated.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>Die Meldung ist zu kurz, um zu erkennen, warum die Belegung von %1 fehlschlug.</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>exhaustion</source>
        <translation>Speichermangel</translation>
    </message>
    <message>
        <source>memory held elsewhere</source>
        <translation>Speicher anderswo gehalten</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation (cannot tell)</source>
        <translation>Speichermangel oder Fragmentierung (nicht unterscheidbar)</translation>
    </message>
    <message>
        <source>To tell, record the job with faultline-probe&apos;s tensor events (on unless --no-tensors; faultline-probe check --pid says whether the process&apos;s allocator can be traced), or open the job&apos;s memory snapshot (torch.cuda.memory._record_memory_history(), then torch.cuda.memory._dump_snapshot() where the error is caught) in Faultline.</source>
        <translation>Um das zu unterscheiden, den Job mit den Tensor-Ereignissen von faultline-probe aufzeichnen (aktiv, außer mit --no-tensors; faultline-probe check --pid zeigt, ob sich der Allocator des Prozesses verfolgen lässt) oder den Speicher-Snapshot des Jobs (torch.cuda.memory._record_memory_history(), dann torch.cuda.memory._dump_snapshot() dort, wo der Fehler abgefangen wird) in Faultline öffnen.</translation>
    </message>
    <message>
        <source>If it is fragmentation, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True lets freed space serve a large request; if it is exhaustion, only a smaller peak helps (a smaller batch or sequence length, activation checkpointing, bf16).</source>
        <translation>Bei Fragmentierung lässt PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True freigegebenen Platz eine große Anforderung bedienen; bei Speichermangel hilft nur eine niedrigere Spitze (kleinere Batches oder kürzere Sequenzen, Activation Checkpointing, bf16).</translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>A figure the capture or snapshot does not have, in place of a size</extracomment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. The process held %2 in %3 segments (cudaMalloc); how much of them live tensors used is not recorded.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2 a size like 60.0 GiB, %3 a number of segments</extracomment>
        <translation>Freier Speicher der GPU: %1. Der Prozess hielt %2 in %3 Segmenten (cudaMalloc); wie viel davon lebende Tensoren nutzten, ist nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. PyTorch had reserved %2: %3 allocated, %4 freed but still in use on another stream, %5 cached free.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2..%5 are sizes like 2.00 GiB</extracomment>
        <translation>Freier Speicher der GPU: %1. PyTorch hatte %2 reserviert: %3 belegt, %4 freigegeben, aber auf einem anderen Stream noch in Gebrauch, %5 frei im Cache.</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell. It traced the allocator&apos;s segments (%2 in %3 segments when %1 was asked), not the tensors inside them, so it does not know how much of that memory was free.</source>
        <extracomment>%1 is the requested size, %2 what the process held, %3 its number of segments</extracomment>
        <translation>Speichermangel oder Fragmentierung: Die Aufzeichnung kann es nicht unterscheiden. Sie hat die Segmente des Allocators verfolgt (%2 in %3 Segmenten, als %1 angefordert wurden), nicht die Tensoren darin, und weiß daher nicht, wie viel von diesem Speicher frei war.</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 cached by PyTorch, and the GPU had too little free for a new segment (the snapshot does not say how much). Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 cached</extracomment>
        <translation>Echter Speichermangel: Lebende Tensoren hielten %1; die Anforderung von %2 war größer als die von PyTorch gecachten %3, und die GPU hatte zu wenig frei für ein neues Segment (wie viel, sagt der Snapshot nicht). Nur eine niedrigere Spitze hilft.</translation>
    </message>
</context>
<context>
    <name>PerfettoExport</name>
    <message>
        <source>The output is not open for writing.</source>
        <translation>Die Ausgabe ist nicht zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>Der Export kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>PickleReader</name>
    <message>
        <source>the stack has too few values for %1 at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>Der Stack hat zu wenige Werte für %1 bei Byte %2</translation>
    </message>
    <message>
        <source>%1 without a MARK at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>%1 ohne MARK bei Byte %2</translation>
    </message>
    <message>
        <source>corrupt MARK at byte %1</source>
        <translation>beschädigtes MARK bei Byte %1</translation>
    </message>
    <message>
        <source>memo entry %1 is used before it is defined (byte %2)</source>
        <translation>Memo-Eintrag %1 wird verwendet, bevor er definiert ist (Byte %2)</translation>
    </message>
    <message>
        <source>a text operand longer than %1 bytes at byte %2</source>
        <translation>ein Textoperand länger als %1 Bytes bei Byte %2</translation>
    </message>
    <message>
        <source>POP on an empty stack at byte %1</source>
        <translation>POP auf leerem Stack bei Byte %1</translation>
    </message>
    <message>
        <source>LONG4 with a negative length at byte %1</source>
        <translation>LONG4 mit negativer Länge bei Byte %1</translation>
    </message>
    <message>
        <source>a malformed integer at byte %1</source>
        <translation>eine fehlerhafte Ganzzahl bei Byte %1</translation>
    </message>
    <message>
        <source>DICT with an odd number of items at byte %1</source>
        <translation>DICT mit ungerader Anzahl von Elementen bei Byte %1</translation>
    </message>
    <message>
        <source>%1 (APPEND at byte %2)</source>
        <extracomment>%1 is why the item could not be added</extracomment>
        <translation>%1 (APPEND bei Byte %2)</translation>
    </message>
    <message>
        <source>%1 (SETITEM at byte %2)</source>
        <extracomment>%1 is why the item could not be set</extracomment>
        <translation>%1 (SETITEM bei Byte %2)</translation>
    </message>
    <message>
        <source>%1 with nothing to add to at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>%1 ohne Ziel zum Hinzufügen bei Byte %2</translation>
    </message>
    <message>
        <source>SETITEMS with an odd number of items at byte %1</source>
        <translation>SETITEMS mit ungerader Anzahl von Elementen bei Byte %1</translation>
    </message>
    <message>
        <source>%1 (%2 at byte %3)</source>
        <extracomment>%1 is why the items could not be added, %2 a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>%1 (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>refused pickle opcode %1 (%2) at byte %3: it imports or calls Python code, which a PyTorch memory snapshot never contains; the file was not loaded</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;GLOBAL&quot;), %2 its byte (&quot;0x63&quot;)</extracomment>
        <translation>pickle-Opcode %1 (%2) bei Byte %3 abgelehnt: Er importiert oder ruft Python-Code auf, was ein PyTorch-Speicher-Snapshot nie enthält; die Datei wurde nicht geladen</translation>
    </message>
    <message>
        <source>unsupported pickle opcode %1 (%2) at byte %3; PyTorch memory snapshots never use it</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;STRING&quot;), %2 its byte (&quot;0x53&quot;)</extracomment>
        <translation>nicht unterstützter pickle-Opcode %1 (%2) bei Byte %3; PyTorch-Speicher-Snapshots verwenden ihn nie</translation>
    </message>
    <message>
        <source>unknown pickle opcode %1 at byte %2 (corrupt file, or not a pickle)</source>
        <extracomment>%1 is the byte (&quot;0xff&quot;)</extracomment>
        <translation>unbekannter pickle-Opcode %1 bei Byte %2 (beschädigte Datei oder kein pickle)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the pickle (no STOP opcode)</source>
        <translation>Die Datei endet bei Byte %1, mitten im pickle (kein STOP-Opcode)</translation>
    </message>
</context>
<context>
    <name>ProbeQuery</name>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>%1 while listing processes</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 beim Auflisten der Prozesse</translation>
    </message>
    <message>
        <source>the probe&apos;s answer to the handshake is invalid: %1</source>
        <translation>Ungültige Antwort der Sonde beim Handshake: %1</translation>
    </message>
    <message>
        <source>the probe&apos;s answer is invalid while listing processes: %1</source>
        <translation>Ungültige Antwort der Sonde beim Auflisten der Prozesse: %1</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>Die Sonde hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>the connection closed while listing processes</source>
        <translation>Die Verbindung wurde beim Auflisten der Prozesse geschlossen</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>Gestoppt, bevor die Sonde antwortete</translation>
    </message>
    <message>
        <source>stopped while listing processes</source>
        <translation>Beim Auflisten der Prozesse gestoppt</translation>
    </message>
    <message>
        <source>no answer from the probe to the handshake</source>
        <translation>Keine Antwort der Sonde beim Handshake</translation>
    </message>
    <message>
        <source>no answer from the probe while listing processes</source>
        <translation>Keine Antwort der Sonde beim Auflisten der Prozesse</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>Die Sonde ist nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>the probe answered the process list with another message</source>
        <translation>Die Sonde hat auf die Anfrage nach der Prozessliste mit einer anderen Nachricht geantwortet</translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>Notiz löschen</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The file is not a PyTorch memory snapshot.</source>
        <translation>Die Datei ist kein PyTorch-Speicher-Snapshot.</translation>
    </message>
</context>
<context>
    <name>RangeLanes</name>
    <message>
        <source>NVTX ranges</source>
        <translation>NVTX-Bereiche</translation>
    </message>
    <message>
        <source>Profiler ranges</source>
        <translation>Profiler-Bereiche</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <extracomment>%1 &quot;Profiler ranges&quot; or &quot;NVTX ranges&quot;, %2 a nesting level (2, 3, ...)</extracomment>
        <translation>%1 · Ebene %2</translation>
    </message>
    <message>
        <source>%1 · pid %2</source>
        <extracomment>%1 &quot;Profiler ranges&quot; or &quot;NVTX ranges&quot; of a process id that several nodes have, %2 the id</extracomment>
        <translation>%1 · PID %2</translation>
    </message>
</context>
<context>
    <name>RankAnalysis</name>
    <message>
        <source>two GPUs claim rank %1</source>
        <extracomment>Why the ranks of a capture are not one job; %1 a rank number</extracomment>
        <translation>zwei GPUs beanspruchen Rang %1</translation>
    </message>
    <message>
        <source>two traces claim rank %1</source>
        <extracomment>Why the ranks of a capture are not one job; %1 a rank number</extracomment>
        <translation>zwei Traces beanspruchen Rang %1</translation>
    </message>
    <message>
        <source>their world sizes differ (%1)</source>
        <extracomment>Why the ranks of a capture are not one job; %1 their world sizes (&quot;2, 8&quot;)</extracomment>
        <translation>ihre Weltgrößen unterscheiden sich (%1)</translation>
    </message>
</context>
<context>
    <name>RememberedTargets</name>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Socket %1</source>
        <translation>Socket %1</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The whole capture</source>
        <translation>Die ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>The range</source>
        <translation>Der Bereich</translation>
    </message>
    <message>
        <source>The timeline of the whole capture, with the notes.</source>
        <translation>Die Zeitachse der ganzen Aufzeichnung, mit den Notizen.</translation>
    </message>
    <message>
        <source>The timeline from %1 to %2 after the capture began, with the notes.</source>
        <translation>Die Zeitachse von %1 bis %2 nach Beginn der Aufzeichnung, mit den Notizen.</translation>
    </message>
    <message>
        <source>Chain %1: %2</source>
        <translation>Kette %1: %2</translation>
    </message>
    <message>
        <source>Chain %1 (%2): its %3 evidence events highlighted on the lanes they are on.</source>
        <translation>Kette %1 (%2): ihre %3 Beleg-Ereignisse auf ihren Spuren hervorgehoben.</translation>
    </message>
    <message>
        <source>%1 is the capture itself; choose another file.</source>
        <translation>%1 ist die Aufzeichnung selbst; bitte eine andere Datei wählen.</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>Prüfbericht zu %1</translation>
    </message>
    <message>
        <source>Cannot lay out %1 as PDF.</source>
        <translation>Das PDF-Layout für %1 ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Aufgezeichnet von</translation>
    </message>
    <message>
        <source>%1 (%2 layout)</source>
        <translation>%1 (Layout %2)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 → %2 UTC (%3)</source>
        <translation>%1 → %2 UTC (%3)</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>the whole capture</source>
        <translation>die ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began (%3), %4 → %5 UTC</source>
        <translation>%1 bis %2 nach Beginn der Aufzeichnung (%3), %4 → %5 UTC</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>%1 in %2 processes</source>
        <translation>%1 in %2 Prozessen</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>%1 UTC%2</source>
        <translation>%1 UTC%2</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> von %1</translation>
    </message>
    <message>
        <source>detected at %1</source>
        <translation>erkannt bei %1</translation>
    </message>
    <message>
        <source>detected at %1 UTC</source>
        <translation>erkannt um %1 UTC</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>%1 bis %2 nach Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>Prüfbericht zu %1</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Causal chains (%1)</source>
        <translation>Kausalketten (%1)</translation>
    </message>
    <message>
        <source>No causal chain was found in this range.</source>
        <translation>In diesem Bereich wurde keine Kausalkette gefunden.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>Grundursache</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Symptom</source>
        <translation>Symptom</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>Evidence (the first %1 of %2 events)</source>
        <translation>Belege (die ersten %1 von %2 Ereignissen)</translation>
    </message>
    <message>
        <source>Evidence (%1 events)</source>
        <translation>Belege (%1 Ereignisse)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>PID / TID</source>
        <translation>PID / TID</translation>
    </message>
    <message>
        <source>Source lines</source>
        <translation>Quellzeilen</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 of the evidence</source>
        <translation>%1 der Belege</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Abhilfe</translation>
    </message>
    <message>
        <source>Op statistics</source>
        <translation>Operationsstatistik</translation>
    </message>
    <message>
        <source>No events in this range.</source>
        <translation>Keine Ereignisse in diesem Bereich.</translation>
    </message>
    <message>
        <source>The %1 ops with the most total time, of %2.</source>
        <translation>Die %1 Operationen mit der größten Gesamtzeit, von %2.</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>Notizen (%1)</translation>
    </message>
    <message>
        <source>No notes in this range.</source>
        <translation>Keine Notizen in diesem Bereich.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>Kette %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>Exportiert %1 UTC%2.</translation>
    </message>
    <message>
        <source>GPU work</source>
        <translation>GPU-Arbeit</translation>
    </message>
    <message>
        <source>%1 kernels, copies and other operations on the GPU&apos;s streams</source>
        <translation>%1 Kernels, Kopien und andere Operationen auf den Streams der GPU</translation>
    </message>
</context>
<context>
    <name>ShellWords</name>
    <message>
        <source>a backslash ends the command</source>
        <translation>Ein Backslash beendet den Befehl</translation>
    </message>
    <message>
        <source>a single quote is not closed</source>
        <translation>Ein einfaches Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>a double quote is not closed</source>
        <translation>Ein doppeltes Anführungszeichen ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>SnapshotBuilder</name>
    <message>
        <source>some strings were not valid UTF-8; invalid bytes were replaced by U+FFFD</source>
        <translation>Einige Strings waren kein gültiges UTF-8; ungültige Bytes wurden durch U+FFFD ersetzt</translation>
    </message>
    <message>
        <source>some integers do not fit 64 bits; they were saturated</source>
        <translation>Einige Ganzzahlen passen nicht in 64 Bit; sie wurden auf den Grenzwert begrenzt</translation>
    </message>
    <message>
        <source>a bytes value of %1 bytes was kept as its first %2 bytes</source>
        <translation>Von einem bytes-Wert mit %1 Bytes wurden nur die ersten %2 Bytes behalten</translation>
    </message>
    <message>
        <source>items appended to something that is not a list</source>
        <translation>Elemente an etwas angehängt, das keine Liste ist</translation>
    </message>
    <message>
        <source>items set on something that is not a dict</source>
        <translation>Elemente in etwas gesetzt, das kein dict ist</translation>
    </message>
    <message>
        <source>a segment without a list of blocks was kept without blocks</source>
        <translation>Ein Segment ohne Blockliste wurde ohne Blöcke übernommen</translation>
    </message>
    <message>
        <source>some entries of a segment&apos;s block list are not blocks; they were left out</source>
        <translation>Einige Einträge der Blockliste eines Segments sind keine Blöcke; sie wurden ausgelassen</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list; ignored</source>
        <translation>&apos;segments&apos; ist keine Liste; ignoriert</translation>
    </message>
    <message>
        <source>%1 entries of &apos;segments&apos; are not what the format expects; they were ignored</source>
        <translation>%1 Einträge von &apos;segments&apos; entsprechen nicht dem erwarteten Format; sie wurden ignoriert</translation>
    </message>
    <message>
        <source>&apos;host_segments&apos; is not a list; ignored</source>
        <translation>&apos;host_segments&apos; ist keine Liste; ignoriert</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_segments&apos; are not what the format expects; they were ignored</source>
        <translation>%1 Einträge von &apos;host_segments&apos; entsprechen nicht dem erwarteten Format; sie wurden ignoriert</translation>
    </message>
    <message>
        <source>a device trace is not a list; ignored</source>
        <translation>Ein Geräte-Trace ist keine Liste; ignoriert</translation>
    </message>
    <message>
        <source>%1 entries of a device trace are not what the format expects; they were ignored</source>
        <translation>%1 Einträge eines Geräte-Traces entsprechen nicht dem erwarteten Format; sie wurden ignoriert</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list of lists; the trace was ignored</source>
        <translation>&apos;device_traces&apos; ist keine Liste von Listen; der Trace wurde ignoriert</translation>
    </message>
    <message>
        <source>&apos;host_traces&apos; is not a list; ignored</source>
        <translation>&apos;host_traces&apos; ist keine Liste; ignoriert</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_traces&apos; are not what the format expects; they were ignored</source>
        <translation>%1 Einträge von &apos;host_traces&apos; entsprechen nicht dem erwarteten Format; sie wurden ignoriert</translation>
    </message>
    <message>
        <source>%1 entries of the top-level list are not what the format expects; they were ignored</source>
        <translation>%1 Einträge der obersten Liste entsprechen nicht dem erwarteten Format; sie wurden ignoriert</translation>
    </message>
    <message>
        <source>the file holds a single value, not a snapshot (a dict with &apos;segments&apos; or a list of segments)</source>
        <translation>Die Datei enthält einen einzelnen Wert, keinen Snapshot (ein dict mit &apos;segments&apos; oder eine Liste von Segmenten)</translation>
    </message>
    <message>
        <source>%1 fields had an unexpected type or were missing; they were kept as extra fields</source>
        <translation>%1 Felder hatten einen unerwarteten Typ oder fehlten; sie wurden als zusätzliche Felder behalten</translation>
    </message>
    <message>
        <source>%1 records that the file ended inside were left out</source>
        <translation>%1 Datensätze, in denen die Datei endete, wurden ausgelassen</translation>
    </message>
</context>
<context>
    <name>SnapshotChangesModel</name>
    <message>
        <source>Allocation site</source>
        <translation>Belegungsstelle</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Allocated in A</source>
        <translation>Belegt in A</translation>
    </message>
    <message>
        <source>Allocated in B</source>
        <translation>Belegt in B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Blocks in A</source>
        <translation>Blöcke in A</translation>
    </message>
    <message>
        <source>Blocks in B</source>
        <translation>Blöcke in B</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>(keine Frames)</translation>
    </message>
</context>
<context>
    <name>SnapshotDiff</name>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>(keine Frames)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>a range of block sizes, [%1, %2)</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>No change: A and B hold the same memory on every device, allocated by the same sites in blocks of the same sizes.</source>
        <translation>Keine Änderung: A und B halten auf jedem Gerät denselben Speicher, belegt von denselben Stellen in Blöcken derselben Größen.</translation>
    </message>
    <message>
        <source>B allocates %1 less at its peak (%2)</source>
        <extracomment>%1 is an amount of memory (1.20 GiB), %2 the change in percent (−18 %)</extracomment>
        <translation>B belegt in der Spitze %1 weniger (%2)</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak</source>
        <translation>B belegt in der Spitze %1 mehr</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak (%2)</source>
        <translation>B belegt in der Spitze %1 mehr (%2)</translation>
    </message>
    <message>
        <source>B&apos;s peak is the same as A&apos;s (%1)</source>
        <extracomment>%1 is an amount of memory</extracomment>
        <translation>Die Spitze von B ist so hoch wie die von A (%1)</translation>
    </message>
    <message>
        <source>allocated at the snapshot went from %1 to %2 (%3)</source>
        <extracomment>%1 and %2 are amounts of memory, %3 their difference</extracomment>
        <translation>der beim Snapshot belegte Speicher änderte sich von %1 auf %2 (%3)</translation>
    </message>
    <message>
        <source>blocks allocated without frames</source>
        <translation>ohne Frames belegte Blöcke</translation>
    </message>
    <message>
        <source>the largest change is %1, new in B (%2)</source>
        <extracomment>%1 is a source line and function, %2 the bytes it allocates in B</extracomment>
        <translation>die größte Änderung ist %1, neu in B (%2)</translation>
    </message>
    <message>
        <source>the largest change is %1, gone in B (%2)</source>
        <translation>die größte Änderung ist %1, in B entfallen (%2)</translation>
    </message>
    <message>
        <source>most at %1 (%2)</source>
        <extracomment>%1 is a source line and function, %2 its change in bytes</extracomment>
        <translation>am meisten bei %1 (%2)</translation>
    </message>
    <message>
        <source>the largest change by site is at %1 (%2)</source>
        <translation>die größte Änderung nach Belegungsstelle liegt bei %1 (%2)</translation>
    </message>
    <message>
        <source>fragmentation fell from %1 to %2</source>
        <translation>die Fragmentierung sank von %1 auf %2</translation>
    </message>
    <message>
        <source>fragmentation rose from %1 to %2</source>
        <translation>die Fragmentierung stieg von %1 auf %2</translation>
    </message>
    <message>
        <source>reserved went from %1 to %2</source>
        <translation>der reservierte Speicher änderte sich von %1 auf %2</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>größter freier Block</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>(keine Änderung)</translation>
    </message>
    <message>
        <source>where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>[new]</source>
        <extracomment>a site or size class that allocates only in B</extracomment>
        <translation>[neu]</translation>
    </message>
    <message>
        <source>[gone]</source>
        <extracomment>a site or size class that allocates only in A</extracomment>
        <translation>[entfallen]</translation>
    </message>
    <message>
        <source>... %1 more (see --json)</source>
        <translation>... %1 weitere (siehe --json)</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site, largest change first</source>
        <translation>Belegte Bytes nach Belegungsstelle, größte Änderung zuerst</translation>
    </message>
    <message>
        <source>Allocated bytes by block size, largest change first</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>Belegte Bytes nach Blockgröße, größte Änderung zuerst</translation>
    </message>
</context>
<context>
    <name>SnapshotReader</name>
    <message>
        <source>an HTML file without the &apos;local_files&apos; data that torch.cuda._memory_viz embeds</source>
        <translation>eine HTML-Datei ohne die &apos;local_files&apos;-Daten, die torch.cuda._memory_viz einbettet</translation>
    </message>
    <message>
        <source>the HTML&apos;s &apos;local_files&apos; holds no base64 data</source>
        <translation>&apos;local_files&apos; im HTML enthält keine base64-Daten</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 field is not a string</source>
        <translation>Das base64-Feld im HTML ist kein String</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data has a character that is not base64</source>
        <translation>Die base64-Daten im HTML enthalten ein Zeichen, das nicht base64 ist</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data is cut off</source>
        <translation>Die base64-Daten im HTML sind abgeschnitten</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <source>this is a Git LFS pointer, not the snapshot itself (run &apos;git lfs pull&apos; to fetch the file)</source>
        <translation>Dies ist ein Zeiger von Git LFS, nicht der Snapshot selbst (&apos;git lfs pull&apos; holt die Datei)</translation>
    </message>
    <message>
        <source>not a PyTorch memory snapshot: expected a pickle (first byte 0x80), JSON, or the HTML that torch.cuda._memory_viz writes; the file starts with %1</source>
        <extracomment>%1 is the file&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>Kein PyTorch-Speicher-Snapshot: Erwartet wird ein pickle (erstes Byte 0x80), JSON oder das HTML, das torch.cuda._memory_viz schreibt; die Datei beginnt mit %1</translation>
    </message>
    <message>
        <source>the HTML page embeds %1 files; only the first was read</source>
        <translation>Die HTML-Seite bettet %1 Dateien ein; nur die erste wurde gelesen</translation>
    </message>
    <message>
        <source>the HTML&apos;s embedded data is neither a pickle nor JSON (it starts with %1)</source>
        <extracomment>%1 is the embedded data&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>Die im HTML eingebetteten Daten sind weder pickle noch JSON (sie beginnen mit %1)</translation>
    </message>
    <message>
        <source>the pickle holds no value</source>
        <translation>Das pickle enthält keinen Wert</translation>
    </message>
    <message>
        <source>pickle protocol %1 is newer than 5; read anyway</source>
        <translation>pickle-Protokoll %1 ist neuer als 5; trotzdem gelesen</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the pickle were ignored</source>
        <translation>%1 Bytes nach dem Ende des pickle wurden ignoriert</translation>
    </message>
    <message>
        <source>the JSON document holds no value</source>
        <translation>Das JSON-Dokument enthält keinen Wert</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the JSON document were ignored</source>
        <translation>%1 Bytes nach dem Ende des JSON-Dokuments wurden ignoriert</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 is why the file was read only in part, %2 why no snapshot came out of that part</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1; kept what was complete before that: %2 segments and %3 trace entries</source>
        <extracomment>%1 is why the file was read only in part</extracomment>
        <translation>%1; behalten wurde, was davor vollständig war: %2 Segmente und %3 Trace-Einträge</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 changed while it was read: it is shorter than when it was opened</source>
        <extracomment>%1 is the file&apos;s path</extracomment>
        <translation>%1 hat sich beim Lesen geändert: die Datei ist kürzer als beim Öffnen</translation>
    </message>
</context>
<context>
    <name>SnapshotReport</name>
    <message>
        <source>(%1 bytes)</source>
        <extracomment>the exact figure after a rounded one (12.50 MiB)</extracomment>
        <translation>(%1 Bytes)</translation>
    </message>
    <message>
        <source>(bytes)</source>
        <extracomment>in place of the file name when the snapshot was read from memory</extracomment>
        <translation>(Bytes)</translation>
    </message>
    <message>
        <source>SNAPSHOT %1</source>
        <translation>SNAPSHOT %1</translation>
    </message>
    <message>
        <source>memory_viz HTML (pickle protocol %1 inside)</source>
        <translation>memory_viz-HTML (darin pickle-Protokoll %1)</translation>
    </message>
    <message>
        <source>%1 protocol %2</source>
        <extracomment>%1 is the format (pickle), %2 the pickle protocol&apos;s number</extracomment>
        <translation>%1 (Protokoll %2)</translation>
    </message>
    <message>
        <source>a bare list of segments</source>
        <translation>eine bloße Liste von Segmenten</translation>
    </message>
    <message>
        <source>TRUNCATED (partial result)</source>
        <translation>ABGESCHNITTEN (Teilergebnis)</translation>
    </message>
    <message>
        <source>%1 segments, %2 blocks, %3 trace entries, %4 distinct frames</source>
        <translation>%1 Segmente, %2 Blöcke, %3 Trace-Einträge, %4 verschiedene Frames</translation>
    </message>
    <message>
        <source>No device segments: the snapshot holds no allocator state.</source>
        <translation>Keine Gerätesegmente: Der Snapshot enthält keinen Allocator-Zustand.</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>angefordert</translation>
    </message>
    <message>
        <source>internal waste (rounding)</source>
        <translation>interner Verschnitt (Rundung)</translation>
    </message>
    <message>
        <source>pending free (other streams)</source>
        <translation>Freigabe ausstehend (andere Streams)</translation>
    </message>
    <message>
        <source>inactive (cached free)</source>
        <translation>inaktiv (frei im Cache)</translation>
    </message>
    <message>
        <source>in split segments (non-releasable)</source>
        <translation>in geteilten Segmenten (gebunden)</translation>
    </message>
    <message>
        <source>releasable by empty_cache</source>
        <translation>durch empty_cache freigebbar</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>größter freier Block</translation>
    </message>
    <message>
        <source>external fragmentation ratio</source>
        <translation>externe Fragmentierung (Verhältnis)</translation>
    </message>
    <message>
        <source>MemoryViz sum(gap^2)/reserved^2</source>
        <extracomment>the fragmentation figure of PyTorch&apos;s memory_viz: the sum of squared free gaps over reserved bytes squared</extracomment>
        <translation>MemoryViz sum(lücke^2)/reserviert^2</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>%1 (%2 expandable, %3 small pool)</source>
        <translation>%1 (%2 erweiterbar, %3 im kleinen Pool)</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>%1 (%2 allocated, %3 free)</source>
        <translation>%1 (%2 belegt, %3 frei)</translation>
    </message>
    <message>
        <source>Trace of device %1: %2 entries (%3)</source>
        <extracomment>%3 lists the entries&apos; actions with their counts (alloc 12, free_requested 10 ...)</extracomment>
        <translation>Trace von Gerät %1: %2 Einträge (%3)</translation>
    </message>
    <message>
        <source>from %1 to %2 us (%3 s)</source>
        <extracomment>%1 and %2 are the first and last entry&apos;s times in microseconds, %3 the seconds between them</extracomment>
        <translation>von %1 bis %2 us (%3 s)</translation>
    </message>
    <message>
        <source>replay found contradictions: %1</source>
        <translation>Die Wiedergabe fand Widersprüche: %1</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3</source>
        <extracomment>%3 is the cause&apos;s name (exhaustion, fragmentation ...)</extracomment>
        <translation>OOM auf Gerät %1 bei Trace-Eintrag %2: %3</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3 (%4)</source>
        <extracomment>%3 is the cause&apos;s name (held_elsewhere ...), %4 what holds the memory (private pools ...)</extracomment>
        <translation>OOM auf Gerät %1 bei Trace-Eintrag %2: %3 (%4)</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Was tun:</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Warnungen:</translation>
    </message>
</context>
<context>
    <name>SourceResolver</name>
    <message>
        <source>file is larger than 32 MiB</source>
        <translation>Datei ist größer als 32 MiB</translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation>keine Textdatei</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>leere Datei</translation>
    </message>
    <message>
        <source>Vim (in a terminal)</source>
        <translation>Vim (im Terminal)</translation>
    </message>
</context>
<context>
    <name>SqlSnippets</name>
    <message>
        <source>cudaMalloc latency in 30 s windows</source>
        <translation>cudaMalloc-Latenz in 30-s-Fenstern</translation>
    </message>
    <message>
        <source>Does cudaMalloc get slower as the run goes on (a fragmenting pool)?</source>
        <translation>Wird cudaMalloc im Verlauf des Laufs langsamer (ein fragmentierender Pool)?</translation>
    </message>
    <message>
        <source>sched_switch per process, with off-CPU time</source>
        <translation>sched_switch pro Prozess, mit Off-CPU-Zeit</translation>
    </message>
    <message>
        <source>Who is switched out, how often and for how long (pid = tid of the resuming thread).</source>
        <translation>Wer wird verdrängt, wie oft und wie lange (pid = tid des weiterlaufenden Threads).</translation>
    </message>
    <message>
        <source>malloc/free balance per minute</source>
        <translation>malloc/free-Bilanz pro Minute</translation>
    </message>
    <message>
        <source>More allocations than frees minute after minute: a leak, or a cache that only grows.</source>
        <translation>Minute für Minute mehr Belegungen als Freigaben: ein Leck oder ein Cache, der nur wächst.</translation>
    </message>
    <message>
        <source>Slowest calls with their stacks</source>
        <translation>Langsamste Aufrufe mit ihren Stacks</translation>
    </message>
    <message>
        <source>The stack of each slow CUDA call, from stack_traces (Python and native frames).</source>
        <translation>Der Stack jedes langsamen CUDA-Aufrufs aus stack_traces (Python- und native Frames).</translation>
    </message>
    <message>
        <source>Events around the worst stall (±50 ms)</source>
        <translation>Ereignisse um die schlimmste Blockade (±50 ms)</translation>
    </message>
    <message>
        <source>Everything that happened around the longest CUDA call; edit the anchor to look elsewhere.</source>
        <translation>Alles, was rund um den längsten CUDA-Aufruf geschah; den Anker ändern, um anderswo zu suchen.</translation>
    </message>
    <message>
        <source>Worst stalls</source>
        <translation>Schlimmste Blockaden</translation>
    </message>
    <message>
        <source>The longest synchronisations and blocking calls.</source>
        <translation>Die längsten Synchronisationen und blockierenden Aufrufe.</translation>
    </message>
    <message>
        <source>Calls per op with latency percentiles</source>
        <translation>Aufrufe pro Operation mit Latenz-Perzentilen</translation>
    </message>
    <message>
        <source>Count, total and p50/p99 per op (nearest rank), like the Summary view.</source>
        <translation>Anzahl, Summe und p50/p99 pro Operation (Rangmethode), wie in der Übersicht.</translation>
    </message>
</context>
<context>
    <name>StatsReport</name>
    <message>
        <source>Capture:</source>
        <translation>Aufzeichnung:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <source>Drops:</source>
        <translation>Verluste:</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>Problem:</translation>
    </message>
    <message>
        <source>%1 (user_version %2, schema %3), written by %4</source>
        <extracomment>after &quot;Format:&quot;; %1 is the layout, %3 the schema version, %4 the tool that wrote it</extracomment>
        <translation>%1 (user_version %2, Schema %3), geschrieben von %4</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled: percentiles are over stored rows)</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>%1 gespeichert, %2 gesehen (Stichprobe: Perzentile über gespeicherte Zeilen)</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1 in %2 processes, %3 stacks, %4 stored chains</source>
        <extracomment>after &quot;Threads:&quot;; %1 threads in %2 processes</extracomment>
        <translation>%1 in %2 Prozessen, %3 Stacks, %4 gespeicherte Ketten</translation>
    </message>
    <message>
        <source>%1 | %2 (%3 cores) | %4 | kernel %5</source>
        <extracomment>after &quot;Machine:&quot;; GPU | CPU (%3 cores) | operating system | kernel version</extracomment>
        <translation>%1 | %2 (%3 Kerne) | %4 | Kernel %5</translation>
    </message>
    <message>
        <source>source</source>
        <extracomment>column heading, at most 8 characters: CUDA, HOST or DRIVER below it</extracomment>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>op</source>
        <extracomment>column heading, at most 22 characters: the operation (cudaMalloc ...)</extracomment>
        <translation>Operation</translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>column heading, at most 12 characters</extracomment>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>max</source>
        <extracomment>column heading, at most 11 characters: the longest call</extracomment>
        <translation>Max.</translation>
    </message>
    <message>
        <source>bytes</source>
        <extracomment>column heading, at most 11 characters: the bytes the calls asked for</extracomment>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>the tracer saw more events of this op than the capture stored</source>
        <translation>Der Tracer hat mehr Ereignisse dieser Operation gesehen, als die Aufzeichnung gespeichert hat</translation>
    </message>
    <message>
        <source>not recorded by this capture</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>von dieser Aufzeichnung nicht erfasst</translation>
    </message>
    <message>
        <source>%1 dropped of %2 seen</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>%1 von %2 gesehenen verloren</translation>
    </message>
    <message>
        <source>%1 seen %2, stored %3, dropped %4</source>
        <extracomment>%1 is CUDA, HOST or DRIVER</extracomment>
        <translation>%1 gesehen %2, gespeichert %3, verloren %4</translation>
    </message>
    <message>
        <source>Graphs:</source>
        <translation>Graphen:</translation>
    </message>
    <message>
        <source>%1 of %2 launches are CUDA graph replays (%3)</source>
        <extracomment>after &quot;Graphs:&quot;; %1 and %2 counts, %3 a percentage</extracomment>
        <translation>%1 von %2 Starts sind Wiedergaben von CUDA-Graphen (%3)</translation>
    </message>
    <message>
        <source>; the GPU work is mostly graphs, whose kernels are not seen one by one: each replay counts as the step it runs</source>
        <extracomment>appended after the graph replays line; mind the leading separator</extracomment>
        <translation>; die GPU-Arbeit besteht überwiegend aus Graphen, deren Kernel nicht einzeln sichtbar sind: jede Wiedergabe zählt als der Schritt, den sie ausführt</translation>
    </message>
    <message>
        <source>%1 more launches were counted, not stored (%2 launches in all; the probe recorded with --launches counted)</source>
        <extracomment>under &quot;Events:&quot;; %1 and %2 are counts</extracomment>
        <translation>%1 weitere Starts wurden gezählt, nicht gespeichert (%2 Starts insgesamt; die Sonde zeichnete mit --launches counted auf)</translation>
    </message>
</context>
<context>
    <name>TimelineImage</name>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Nodes %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>Host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 · %2, the whole capture</source>
        <translation>%1 · %2, die ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 · %2, from %3 to %4 after the capture began</source>
        <translation>%1 · %2, von %3 bis %4 nach Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>All %1 lanes</source>
        <translation>Alle %1 Spuren</translation>
    </message>
    <message>
        <source>%1 of %2 lanes</source>
        <translation>%1 von %2 Spuren</translation>
    </message>
    <message>
        <source> · the chain&apos;s evidence highlighted (%1 events)</source>
        <translation> · die Belege der Kette hervorgehoben (%1 Ereignisse)</translation>
    </message>
    <message numerus="yes">
        <source> · %n note(s)</source>
        <translation>
            <numerusform> · %n Notiz</numerusform>
            <numerusform> · %n Notizen</numerusform>
        </translation>
    </message>
    <message>
        <source> · exported %1 UTC by Faultline %2</source>
        <translation> · exportiert %1 UTC von Faultline %2</translation>
    </message>
    <message>
        <source>No lanes to show: the selection matches none of the capture&apos;s lanes.</source>
        <translation>Keine Spuren anzuzeigen: die Auswahl passt zu keiner Spur der Aufzeichnung.</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) left out to keep the picture readable: choose fewer lanes.</source>
        <translation>
            <numerusform>%n weitere Zeile ausgelassen, damit das Bild lesbar bleibt: bitte weniger Spuren wählen.</numerusform>
            <numerusform>%n weitere Zeilen ausgelassen, damit das Bild lesbar bleibt: bitte weniger Spuren wählen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more note(s) in this range</source>
        <translation>
            <numerusform>und %n weitere Notiz in diesem Bereich</numerusform>
            <numerusform>und %n weitere Notizen in diesem Bereich</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 angezeigt</translation>
    </message>
</context>
<context>
    <name>TracedMemory</name>
    <message>
        <source>1 traced allocation without an address (%1, driver calls or a tracer that records no pointer) is not shown</source>
        <translation>1 verfolgte Belegung ohne Adresse (%1, Treiberaufrufe oder ein Tracer, der keinen Zeiger aufzeichnet) wird nicht angezeigt</translation>
    </message>
    <message>
        <source>%1 traced allocations without an address (%2, driver calls or a tracer that records no pointer) are not shown</source>
        <translation>%1 verfolgte Belegungen ohne Adresse (%2, Treiberaufrufe oder ein Tracer, der keinen Zeiger aufzeichnet) werden nicht angezeigt</translation>
    </message>
    <message>
        <source>1 free of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>1 Freigabe einer Adresse, die keine verfolgte Belegung geliefert hat (vor der Aufzeichnung belegt oder nicht erfasst)</translation>
    </message>
    <message>
        <source>%1 frees of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>%1 Freigaben von Adressen, die keine verfolgte Belegung geliefert hat (vor der Aufzeichnung belegt oder nicht erfasst)</translation>
    </message>
    <message>
        <source>1 allocation was overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>1 Belegung wurde von einer späteren überlagert, ohne dass eine Freigabe verfolgt wurde: als kurz davor freigegeben dargestellt</translation>
    </message>
    <message>
        <source>%1 allocations were overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>%1 Belegungen wurden von einer späteren überlagert, ohne dass eine Freigabe verfolgt wurde: als kurz davor freigegeben dargestellt</translation>
    </message>
    <message>
        <source>1 failed call skipped</source>
        <translation>1 fehlgeschlagener Aufruf übersprungen</translation>
    </message>
    <message>
        <source>%1 failed calls skipped</source>
        <translation>%1 fehlgeschlagene Aufrufe übersprungen</translation>
    </message>
    <message>
        <source>1 allocation or free call seen by the tracer but not stored: the history misses it</source>
        <translation>1 Belegungs- oder Freigabeaufruf vom Tracer gesehen, aber nicht gespeichert: Er fehlt im Verlauf</translation>
    </message>
    <message>
        <source>%1 allocation or free calls seen by the tracer but not stored: the history misses them</source>
        <translation>%1 Belegungs- oder Freigabeaufrufe vom Tracer gesehen, aber nicht gespeichert: Sie fehlen im Verlauf</translation>
    </message>
    <message>
        <source>traced allocations of pid %1</source>
        <translation>Verfolgte Belegungen von PID %1</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: the capture has no successful cudaMalloc or cuMemAlloc calls.</source>
        <translation>Keine verfolgten Belegungen mit Adressen: Die Aufzeichnung enthält keine erfolgreichen cudaMalloc- oder cuMemAlloc-Aufrufe.</translation>
    </message>
    <message>
        <source>1 allocation (%1) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>1 Belegung (%1) ohne zurückgegebenen Zeiger (Treiberaufrufe oder ein Tracer, der ihn nicht aufzeichnet)</translation>
    </message>
    <message>
        <source>%1 allocations (%2) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>%1 Belegungen (%2) ohne zurückgegebenen Zeiger (Treiberaufrufe oder ein Tracer, der ihn nicht aufzeichnet)</translation>
    </message>
    <message>
        <source>1 free of addresses no traced allocation returned</source>
        <translation>1 Freigabe einer Adresse, die keine verfolgte Belegung geliefert hat</translation>
    </message>
    <message>
        <source>%1 frees of addresses no traced allocation returned</source>
        <translation>%1 Freigaben von Adressen, die keine verfolgte Belegung geliefert hat</translation>
    </message>
    <message>
        <source>1 failed call</source>
        <translation>1 fehlgeschlagener Aufruf</translation>
    </message>
    <message>
        <source>%1 failed calls</source>
        <translation>%1 fehlgeschlagene Aufrufe</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>joins two items of a list of what the capture holds instead of addressed allocations</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: %1.</source>
        <extracomment>%1 is a list of what the capture holds instead, such as &quot;3 failed calls&quot;</extracomment>
        <translation>Keine verfolgten Belegungen mit Adressen: %1.</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>pid %1 on %2</source>
        <extracomment>%2 is the node (machine) the process ran on</extracomment>
        <translation>PID %1 auf %2</translation>
    </message>
    <message>
        <source>%1 (pid %2) on %3</source>
        <extracomment>%1 is the process&apos;s name, %3 the node (machine) it ran on</extracomment>
        <translation>%1 (PID %2) auf %3</translation>
    </message>
    <message>
        <source>1 tensor lies in memory reserved before the capture began (no traced segment holds it): shown in a segment of its own</source>
        <translation>1 Tensor liegt in Speicher, der vor Beginn der Aufzeichnung reserviert wurde (kein aufgezeichnetes Segment enthält ihn): in einem eigenen Segment gezeigt</translation>
    </message>
    <message>
        <source>%1 tensors lie in memory reserved before the capture began (no traced segment holds them): each is shown in a segment of its own</source>
        <translation>%1 Tensoren liegen in Speicher, der vor Beginn der Aufzeichnung reserviert wurde (kein aufgezeichnetes Segment enthält sie): jeder in einem eigenen Segment gezeigt</translation>
    </message>
</context>
<context>
    <name>TransportErrorText</name>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>on this machine</source>
        <translation>auf diesem Rechner</translation>
    </message>
    <message>
        <source>A program the connection needs is not installed here.</source>
        <translation>Ein Programm, das die Verbindung braucht, ist hier nicht installiert.</translation>
    </message>
    <message>
        <source>Install it (ssh: openssh-client; sudo; pkexec: polkit), or choose another way to connect.</source>
        <translation>Bitte installieren (ssh: openssh-client; sudo; pkexec: polkit) oder eine andere Verbindungsart wählen.</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>ssh konnte keine Verbindung zu %1 herstellen.</translation>
    </message>
    <message>
        <source>Check the host name, port, user and key. The app runs ssh in batch mode: it cannot answer password or host-key prompts, so log in once from a terminal (ssh %1) and use a key or an agent.</source>
        <translation>Bitte Hostnamen, Port, Benutzer und Schlüssel prüfen. Die App startet ssh im Batch-Modus: sie kann keine Passwort- oder Hostschlüssel-Abfragen beantworten. Melden Sie sich einmal in einem Terminal an (ssh %1) und verwenden Sie einen Schlüssel oder einen Agenten.</translation>
    </message>
    <message>
        <source>sudo wants a password %1.</source>
        <translation>sudo verlangt %1 ein Passwort.</translation>
    </message>
    <message>
        <source>The app cannot type a password. Allow the probe without one, for example with this sudoers rule (visudo -f /etc/sudoers.d/faultline):
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</source>
        <translation>Die App kann kein Passwort eingeben. Erlauben Sie die Sonde ohne Passwort, zum Beispiel mit dieser sudoers-Regel (visudo -f /etc/sudoers.d/faultline):
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</translation>
    </message>
    <message>
        <source>sudo does not let this user run the probe %1.</source>
        <translation>sudo erlaubt diesem Benutzer %1 nicht, die Sonde auszuführen.</translation>
    </message>
    <message>
        <source>Ask the node&apos;s administrator for a sudoers rule for %1, or turn off &quot;Use sudo&quot; if the probe has its capabilities (setcap).</source>
        <translation>Bitten Sie den Administrator des Knotens um eine sudoers-Regel für %1, oder schalten Sie „sudo verwenden“ ab, wenn die Sonde ihre Capabilities hat (setcap).</translation>
    </message>
    <message>
        <source>pkexec did not authorise the probe.</source>
        <translation>pkexec hat die Sonde nicht autorisiert.</translation>
    </message>
    <message>
        <source>Authenticate in the dialog pkexec shows, or use sudo instead.</source>
        <translation>Authentifizieren Sie sich im Dialog von pkexec oder verwenden Sie stattdessen sudo.</translation>
    </message>
    <message>
        <source>faultline-probe was not found at “%1” %2.</source>
        <translation>faultline-probe wurde %2 nicht unter „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Install faultline-probe on the node, or enter its full path under Helper path.</source>
        <translation>Installieren Sie faultline-probe auf dem Knoten oder geben Sie unter Hilfsprogrammpfad den vollständigen Pfad an.</translation>
    </message>
    <message>
        <source>Install faultline-probe, or enter its full path.</source>
        <translation>Installieren Sie faultline-probe oder geben Sie den vollständigen Pfad an.</translation>
    </message>
    <message>
        <source>The probe %1 speaks another protocol version than this Faultline.</source>
        <translation>Die Sonde %1 spricht eine andere Protokollversion als dieses Faultline.</translation>
    </message>
    <message>
        <source>Install the same Faultline release on both ends (faultline-probe --version shows the probe&apos;s).</source>
        <translation>Installieren Sie auf beiden Seiten dieselbe Faultline-Version (faultline-probe --version zeigt die der Sonde).</translation>
    </message>
    <message>
        <source>The probe cannot trace %1: no BPF there, or no privileges for it.</source>
        <translation>Die Sonde kann %1 nicht verfolgen: dort gibt es kein BPF oder keine Rechte dafür.</translation>
    </message>
    <message>
        <source>Run the probe as root (sudo) or with CAP_BPF and CAP_PERFMON; &apos;faultline-probe check&apos; on the node says what is missing.</source>
        <translation>Starten Sie die Sonde als root (sudo) oder mit CAP_BPF und CAP_PERFMON; „faultline-probe check“ auf dem Knoten sagt, was fehlt.</translation>
    </message>
    <message>
        <source>The probe refused.</source>
        <translation>Die Sonde hat abgelehnt.</translation>
    </message>
    <message>
        <source>Only members of the socket&apos;s group may connect; ask for membership, then log in again.</source>
        <translation>Nur Mitglieder der Gruppe des Sockets dürfen sich verbinden; beantragen Sie die Mitgliedschaft und melden Sie sich neu an.</translation>
    </message>
    <message>
        <source>By default the probe traces only your own processes; /etc/faultline/probe.conf on the node may allow more.</source>
        <translation>Standardmäßig verfolgt die Sonde nur Ihre eigenen Prozesse; /etc/faultline/probe.conf auf dem Knoten kann mehr erlauben.</translation>
    </message>
    <message>
        <source>The probe cannot do this.</source>
        <translation>Die Sonde kann das nicht.</translation>
    </message>
    <message>
        <source>See the probe&apos;s message below. A replay streams its whole capture; an older probe may not stream live captures yet.</source>
        <translation>Siehe die Meldung der Sonde unten. Eine Wiedergabe überträgt ihre ganze Aufzeichnung; eine ältere Sonde überträgt Live-Aufzeichnungen eventuell noch nicht.</translation>
    </message>
    <message>
        <source>No probe listens at %1.</source>
        <translation>Unter %1 lauscht keine Sonde.</translation>
    </message>
    <message>
        <source>Start one with: sudo faultline-probe serve --unix %1</source>
        <translation>Starten Sie eine mit: sudo faultline-probe serve --unix %1</translation>
    </message>
    <message>
        <source>The connection closed before the probe said why.</source>
        <translation>Die Verbindung wurde geschlossen, bevor die Sonde den Grund nannte.</translation>
    </message>
    <message>
        <source>The output of the transport command, if any, is below.</source>
        <translation>Die Ausgabe des Transportbefehls, falls vorhanden, steht unten.</translation>
    </message>
    <message>
        <source>The probe could not be reached.</source>
        <translation>Die Sonde war nicht erreichbar.</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Sie meldete: %1</translation>
    </message>
</context>
<context>
    <name>TransportProcess</name>
    <message>
        <source>no transport command</source>
        <translation>Kein Transportbefehl</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>%1 kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>%1 exited with status %2</source>
        <translation>%1 wurde mit Status %2 beendet</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2</source>
        <translation>%1 wurde durch Signal %2 beendet</translation>
    </message>
</context>
<context>
    <name>UnixSocketTransport</name>
    <message>
        <source>cannot connect to %1: the socket path is empty or too long</source>
        <translation>Keine Verbindung zu %1 möglich: Der Socket-Pfad ist leer oder zu lang</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>Keine Verbindung zu %1 möglich: %2</translation>
    </message>
</context>
<context>
    <name>faultline::AreaAggregationModel</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
</context>
<context>
    <name>faultline::AttachDialog</name>
    <message>
        <source>Starting the transport…</source>
        <translation>Transport wird gestartet …</translation>
    </message>
    <message>
        <source>Waiting for the probe&apos;s handshake…</source>
        <translation>Warten auf den Handshake der Sonde …</translation>
    </message>
    <message>
        <source>Listing processes…</source>
        <translation>Prozesse werden aufgelistet …</translation>
    </message>
    <message>
        <source>Attach to a Probe</source>
        <translation>Mit einer Sonde verbinden</translation>
    </message>
    <message>
        <source>Targets connected to before, most recent first</source>
        <translation>Früher verbundene Ziele, die neuesten zuerst</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>&amp;Zuletzt:</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Remote node over SSH</source>
        <translation>Entfernter Knoten über SSH</translation>
    </message>
    <message>
        <source>Unix socket (a running probe)</source>
        <translation>Unix-Socket (eine laufende Sonde)</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Probe &amp;path:</source>
        <translation>Sonden&amp;pfad:</translation>
    </message>
    <message>
        <source>None (the probe has its capabilities, or this is root)</source>
        <translation>Keine (die Sonde hat ihre Capabilities, oder dies ist root)</translation>
    </message>
    <message>
        <source>pkexec (asks for a password in a dialog)</source>
        <translation>pkexec (fragt in einem Dialog nach einem Passwort)</translation>
    </message>
    <message>
        <source>sudo -n (a sudoers rule without password)</source>
        <translation>sudo -n (eine sudoers-Regel ohne Passwort)</translation>
    </message>
    <message>
        <source>&amp;Privileges:</source>
        <translation>&amp;Rechte:</translation>
    </message>
    <message>
        <source>as in your ssh config</source>
        <translation>wie in Ihrer ssh-Konfiguration</translation>
    </message>
    <message>
        <source>gpu-node-3</source>
        <translation>gpu-node-3</translation>
    </message>
    <message>
        <source>&amp;User @ host:</source>
        <translation>&amp;Benutzer @ Host:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>the agent&apos;s or ssh&apos;s default keys</source>
        <translation>die Standardschlüssel des Agenten oder von ssh</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>&amp;Identitätsdatei:</translation>
    </message>
    <message>
        <source>Run the probe with &amp;sudo -n</source>
        <translation>Die Sonde mit &amp;sudo -n starten</translation>
    </message>
    <message>
        <source>&amp;Helper path:</source>
        <translation>&amp;Hilfsprogrammpfad:</translation>
    </message>
    <message>
        <source>&amp;Socket:</source>
        <translation>&amp;Socket:</translation>
    </message>
    <message>
        <source>A probe started with &apos;faultline-probe serve --unix PATH&apos;; through SSH, forward it first: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</source>
        <translation>Eine mit „faultline-probe serve --unix PFAD“ gestartete Sonde; über SSH zuerst weiterleiten: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</translation>
    </message>
    <message>
        <source>Stream a recorded capture instead of tracing (replay)</source>
        <translation>Eine aufgezeichnete Aufzeichnung übertragen statt zu verfolgen (Wiedergabe)</translation>
    </message>
    <message>
        <source>capture file on the probe&apos;s machine</source>
        <translation>Aufzeichnungsdatei auf dem Rechner der Sonde</translation>
    </message>
    <message>
        <source>× recorded pace</source>
        <translation>× aufgezeichnetes Tempo</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>The command the app runs; also usable as: faultline attach -o FILE -- COMMAND</source>
        <translation>Der Befehl, den die App ausführt; auch nutzbar als: faultline attach -o DATEI -- BEFEHL</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Filter by pid, user or command line</source>
        <translation>Nach PID, Benutzer oder Befehlszeile filtern</translation>
    </message>
    <message>
        <source>CUDA processes &amp;only</source>
        <translation>&amp;Nur CUDA-Prozesse</translation>
    </message>
    <message>
        <source>&amp;All processes the probe may trace (and those started later)</source>
        <translation>&amp;Alle Prozesse, die die Sonde verfolgen darf (auch später gestartete)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Add &amp;Node…</source>
        <translation>&amp;Knoten hinzufügen …</translation>
    </message>
    <message>
        <source>Capture on one more node at the same time: each node is a group on the timeline, its events moved by its measured clock offset</source>
        <translation>Gleichzeitig auf einem weiteren Knoten aufzeichnen: jeder Knoten ist eine Gruppe auf der Zeitachse, seine Ereignisse um seinen gemessenen Uhrversatz verschoben</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>Native &amp;Stacks</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python-Frames</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Aufzeichnen:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>bis zum Stopp</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>a new file in the cache folder (File ▸ Save Capture As… keeps it elsewhere)</source>
        <translation>eine neue Datei im Cache-Ordner (Datei ▸ Aufzeichnung speichern unter … legt sie woanders ab)</translation>
    </message>
    <message>
        <source>a new file in %1 (Preferences ▸ Capture)</source>
        <translation>eine neue Datei in %1 (Einstellungen ▸ Aufzeichnung)</translation>
    </message>
    <message>
        <source>Save &amp;to:</source>
        <translation>Speichern &amp;in:</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Start Capture</source>
        <translation>Aufzeichnung &amp;starten</translation>
    </message>
    <message>
        <source>Enter the node&apos;s host name.</source>
        <translation>Geben Sie den Hostnamen des Knotens ein.</translation>
    </message>
    <message>
        <source>“%1” is not a host name.</source>
        <translation>„%1“ ist kein Hostname.</translation>
    </message>
    <message>
        <source>“%1” is not a user name.</source>
        <translation>„%1“ ist kein Benutzername.</translation>
    </message>
    <message>
        <source>Enter the probe&apos;s path.</source>
        <translation>Geben Sie den Pfad der Sonde ein.</translation>
    </message>
    <message>
        <source>Enter the socket&apos;s path.</source>
        <translation>Geben Sie den Pfad des Sockets ein.</translation>
    </message>
    <message>
        <source>Enter the capture file to replay.</source>
        <translation>Geben Sie die wiederzugebende Aufzeichnungsdatei ein.</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Could not connect.</source>
        <translation>Verbindung fehlgeschlagen.</translation>
    </message>
    <message>
        <source>This node is in the list already.</source>
        <translation>Dieser Knoten ist bereits in der Liste.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Verbunden.</translation>
    </message>
    <message>
        <source>Connected to &lt;b&gt;%1&lt;/b&gt; (%2)%3.</source>
        <translation>Verbunden mit &lt;b&gt;%1&lt;/b&gt; (%2)%3.</translation>
    </message>
    <message>
        <source>, which replays a recorded capture</source>
        <translation>, die eine aufgezeichnete Aufzeichnung wiedergibt</translation>
    </message>
    <message>
        <source>A replay streams the whole capture; the processes are those it recorded.</source>
        <translation>Eine Wiedergabe überträgt die ganze Aufzeichnung; die Prozesse sind die darin aufgezeichneten.</translation>
    </message>
    <message>
        <source>This probe does not list processes.</source>
        <translation>Diese Sonde listet keine Prozesse auf.</translation>
    </message>
    <message>
        <source>The probe listed only the first processes; use the filter or trace all.</source>
        <translation>Die Sonde hat nur die ersten Prozesse aufgelistet; nutzen Sie den Filter oder verfolgen Sie alle.</translation>
    </message>
    <message>
        <source>%1, replaying %2</source>
        <translation>%1, gibt %2 wieder</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Leave this node out of the capture</source>
        <translation>Diesen Knoten nicht aufzeichnen</translation>
    </message>
    <message>
        <source>Each node traces every process its probe lets you trace, and those started later (on a node with CUDA processes, those). To pick processes, capture one node.</source>
        <translation>Jeder Knoten verfolgt jeden Prozess, den seine Sonde verfolgen darf, auch später gestartete (auf einem Knoten mit CUDA-Prozessen diese). Um Prozesse auszuwählen, zeichnen Sie einen Knoten auf.</translation>
    </message>
    <message>
        <source>Add nodes to capture several at once, aligned on this machine&apos;s clock.</source>
        <translation>Fügen Sie Knoten hinzu, um mehrere gleichzeitig aufzuzeichnen, ausgerichtet an der Uhr dieses Rechners.</translation>
    </message>
    <message>
        <source>&amp;Add Node</source>
        <translation>Knoten &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Back to the Nodes</source>
        <translation>Zurück zu den Knoten</translation>
    </message>
    <message>
        <source>Connect to one more node.</source>
        <translation>Mit einem weiteren Knoten verbinden.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 exists: choose a new file (captures are never overwritten).</source>
        <translation>%1 existiert: bitte eine neue Datei wählen (Aufzeichnungen werden nie überschrieben).</translation>
    </message>
    <message>
        <source>Identity File</source>
        <translation>Identitätsdatei</translation>
    </message>
    <message>
        <source>faultline-probe</source>
        <translation>faultline-probe</translation>
    </message>
    <message>
        <source>Capture to Replay</source>
        <translation>Wiederzugebende Aufzeichnung</translation>
    </message>
    <message>
        <source>Captures (*.db *.sqlite);;All files (*)</source>
        <translation>Aufzeichnungen (*.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the Live Capture To</source>
        <translation>Live-Aufzeichnung speichern unter</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>Aufzeichnungen (*.db)</translation>
    </message>
</context>
<context>
    <name>faultline::BlockMap</name>
    <message>
        <source>No segments in this state (device, pool and stream filters apply).</source>
        <translation>Keine Segmente in diesem Zustand (Geräte-, Pool- und Stream-Filter gelten).</translation>
    </message>
    <message>
        <source>Address: 0x%1</source>
        <translation>Adresse: 0x%1</translation>
    </message>
    <message>
        <source>Requested: %1 (%2 bytes)</source>
        <translation>Angefordert: %1 (%2 Bytes)</translation>
    </message>
    <message>
        <source>Stream: 0x%1</source>
        <translation>Stream: 0x%1</translation>
    </message>
    <message>
        <source>Segment: %1 at 0x%2</source>
        <translation>Segment: %1 bei 0x%2</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>C++</source>
        <translation>C++</translation>
    </message>
</context>
<context>
    <name>faultline::BusyStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop loading (Esc); the current capture stays open</source>
        <translation>Laden abbrechen (Esc); die aktuelle Aufzeichnung bleibt geöffnet</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureChangesModel</name>
    <message>
        <source>CUDA call</source>
        <translation>CUDA-Aufruf</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU-Kernel</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU-Leerlauf</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>A per step</source>
        <translation>A pro Schritt</translation>
    </message>
    <message>
        <source>A per second</source>
        <translation>A pro Sekunde</translation>
    </message>
    <message>
        <source>B per step</source>
        <translation>B pro Schritt</translation>
    </message>
    <message>
        <source>B per second</source>
        <translation>B pro Sekunde</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>Änderung %</translation>
    </message>
    <message>
        <source>Count A / step</source>
        <translation>Anzahl A / Schritt</translation>
    </message>
    <message>
        <source>Count A / s</source>
        <translation>Anzahl A / s</translation>
    </message>
    <message>
        <source>Count B / step</source>
        <translation>Anzahl B / Schritt</translation>
    </message>
    <message>
        <source>Count B / s</source>
        <translation>Anzahl B / s</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>Median A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>Median B</translation>
    </message>
    <message>
        <source>The Python line of the change (a chain&apos;s source, an idle cause&apos;s largest place), else the op it was in</source>
        <translation>Die Python-Zeile der Änderung (die Quelle einer Kette, die größte Stelle einer Leerlaufursache), sonst die Operation, in der sie lag</translation>
    </message>
    <message>
        <source>Time in it per step of the run (per second when either run has no steps)</source>
        <translation>Zeit darin pro Schritt des Laufs (pro Sekunde, wenn einer der Läufe keine Schritte hat)</translation>
    </message>
    <message>
        <source>B&apos;s time minus A&apos;s: negative is faster</source>
        <translation>Zeit von B minus Zeit von A: negativ ist schneller</translation>
    </message>
    <message>
        <source>The median latency of one call, kernel or range</source>
        <translation>Die Median-Latenz eines Aufrufs, Kernels oder Bereichs</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>entfallen</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureInfoWidget</name>
    <message>
        <source>No capture open.</source>
        <translation>Keine Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>Erzeuger:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>user_version:</source>
        <translation>user_version:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureOpener</name>
    <message>
        <source>Opened %1: %2.</source>
        <translation>%1 geöffnet: %2.</translation>
    </message>
    <message>
        <source>Problems: %1 (see the Problems dock).</source>
        <translation>Probleme: %1 (siehe Bereich „Probleme“).</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot Open Capture</source>
        <translation>Aufzeichnung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Faultline could not open “%1”.

%2</source>
        <translation>Faultline konnte „%1“ nicht öffnen.

%2</translation>
    </message>
    <message>
        <source>Loading cancelled; still showing %1.</source>
        <translation>Laden abgebrochen; %1 wird weiterhin angezeigt.</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>Laden abgebrochen.</translation>
    </message>
    <message>
        <source>Memory — %1</source>
        <translation>Speicher — %1</translation>
    </message>
    <message>
        <source>Close this memory snapshot</source>
        <translation>Diesen Speicher-Snapshot schließen</translation>
    </message>
    <message>
        <source>Opened memory snapshot %1.</source>
        <translation>Speicher-Snapshot %1 geöffnet.</translation>
    </message>
    <message>
        <source>Cannot Open Memory Snapshot</source>
        <translation>Speicher-Snapshot kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Faultline could not read “%1” as a PyTorch memory snapshot.

%2</source>
        <translation>Faultline konnte „%1“ nicht als PyTorch-Speicher-Snapshot lesen.

%2</translation>
    </message>
    <message>
        <source>Loading the memory snapshot cancelled.</source>
        <translation>Laden des Speicher-Snapshots abgebrochen.</translation>
    </message>
    <message>
        <source>The demo capture could not be written.</source>
        <translation>Die Demo-Aufzeichnung konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Demo Capture</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>Demo generation cancelled.</source>
        <translation>Erzeugen der Demo abgebrochen.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Opening memory snapshot %1…</source>
        <translation>Speicher-Snapshot %1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Generating the demo capture (fragmentation scenario)…</source>
        <translation>Demo-Aufzeichnung wird erzeugt (Fragmentierungsszenario) …</translation>
    </message>
    <message>
        <source>Opening %1 (converted from %2)…</source>
        <translation>%1 wird geöffnet (umgewandelt aus %2)…</translation>
    </message>
    <message>
        <source>Could not convert %1.</source>
        <translation>%1 konnte nicht umgewandelt werden.</translation>
    </message>
    <message>
        <source>Cannot Import Trace</source>
        <translation>Trace kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Faultline could not convert “%1” into a capture.

%2</source>
        <translation>Faultline konnte „%1“ nicht in eine Aufzeichnung umwandeln.

%2</translation>
    </message>
    <message>
        <source>Converting the trace cancelled.</source>
        <translation>Umwandlung des Traces abgebrochen.</translation>
    </message>
    <message>
        <source>Converting %1 into a capture…</source>
        <translation>%1 wird in eine Aufzeichnung umgewandelt…</translation>
    </message>
    <message>
        <source>Importing Trace</source>
        <translation>Trace wird importiert</translation>
    </message>
    <message>
        <source>Converting %1 into a capture (the trace is only read)…</source>
        <translation>%1 wird in eine Aufzeichnung umgewandelt (der Trace wird nur gelesen)…</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureSaver</name>
    <message>
        <source>Save Capture As</source>
        <translation>Aufzeichnung speichern unter</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>Aufzeichnungen (*.db)</translation>
    </message>
    <message>
        <source>Saving what arrived so far to %1…</source>
        <translation>Bisher Angekommenes wird in %1 gespeichert …</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>%1 konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved a copy as %1.</source>
        <translation>Kopie als %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureWorkspace</name>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Show in Device Memory</source>
        <translation>Im Gerätespeicher zeigen</translation>
    </message>
    <message>
        <source>Rebuilding device memory from the traced allocations…</source>
        <translation>Gerätespeicher wird aus den verfolgten Belegungen rekonstruiert …</translation>
    </message>
    <message>
        <source>Device Memory</source>
        <translation>Gerätespeicher</translation>
    </message>
    <message>
        <source>Device memory — %1</source>
        <translation>Gerätespeicher — %1</translation>
    </message>
    <message>
        <source>Close this device memory tab</source>
        <translation>Diesen Gerätespeicher-Tab schließen</translation>
    </message>
    <message>
        <source>Device memory of %1, rebuilt from the traced allocations in %2</source>
        <translation>Gerätespeicher von %1, rekonstruiert aus den verfolgten Belegungen in %2</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 traced allocations, %3 frees.</source>
        <translation>Gerätespeicher von %1: %2 verfolgte Belegungen, %3 Freigaben.</translation>
    </message>
    <message>
        <source>The process of this call has no traced allocations with addresses.</source>
        <translation>Der Prozess dieses Aufrufs hat keine verfolgten Belegungen mit Adressen.</translation>
    </message>
    <message>
        <source>This call changed nothing in the rebuilt device memory (it failed, has no address, or frees an address no traced allocation returned).</source>
        <translation>Dieser Aufruf hat im rekonstruierten Gerätespeicher nichts geändert (er schlug fehl, hat keine Adresse oder gibt eine Adresse frei, die keine verfolgte Belegung lieferte).</translation>
    </message>
    <message>
        <source>Device memory just after this call (entry %1).</source>
        <translation>Gerätespeicher direkt nach diesem Aufruf (Eintrag %1).</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 segments and %3 tensors (%4 freed), from PyTorch&apos;s allocator.</source>
        <translation>Gerätespeicher von %1: %2 Segmente und %3 Tensoren (%4 freigegeben), aus PyTorchs Allokator.</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for, and how long</source>
        <translation>Die Ränge des Jobs nebeneinander: auf welchen Rang die anderen warteten und wie lange</translation>
    </message>
</context>
<context>
    <name>faultline::ChainDetailsWidget</name>
    <message>
        <source>Select a chain to see its story, its evidence and the source lines involved.</source>
        <translation>Wählen Sie eine Kette, um ihren Ablauf, ihre Belege und die beteiligten Quellzeilen zu sehen.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>Click to select the event on the timeline; double-click to zoom to it</source>
        <translation>Klicken wählt das Ereignis auf der Zeitachse; Doppelklick zoomt darauf</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Click to show the line in the Source view</source>
        <translation>Klicken zeigt die Zeile in der Quelltextansicht</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Evidence (%1)</source>
        <translation>Belege (%1)</translation>
    </message>
    <message>
        <source>Sources (%1)</source>
        <translation>Quellen (%1)</translation>
    </message>
    <message>
        <source>stored by the capture tool</source>
        <translation>vom Aufzeichnungswerkzeug gespeichert</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; at %1 after the capture began</source>
        <translation>&lt;b&gt;Wann:&lt;/b&gt; bei %1 nach Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; %1 to %2 after the capture began (%3)</source>
        <translation>&lt;b&gt;Wann:&lt;/b&gt; %1 bis %2 nach Beginn der Aufzeichnung (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Root cause:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Grundursache:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 calls, p50 %3, p99 %4, longest %5, %6 in all</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2 Aufrufe, p50 %3, p99 %4, längster %5, insgesamt %6</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>What to try</source>
        <translation>Was helfen kann</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1 (TID %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of the steps (%3 in each of %4 steps)</source>
        <translation>&lt;b&gt;Auswirkung:&lt;/b&gt; %1, %2 % der Schritte (%3 in jedem von %4 Schritten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of %3 of GPU work</source>
        <translation>&lt;b&gt;Auswirkung:&lt;/b&gt; %1, %2 % von %3 GPU-Arbeit</translation>
    </message>
    <message>
        <source> — a failure</source>
        <translation> — ein Ausfall</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Ablauf</translation>
    </message>
</context>
<context>
    <name>faultline::ChainInspector</name>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show or hide %1 chains</source>
        <translation>%1-Ketten ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Pin Evidence Rows</source>
        <translation>Beleg-Zeilen anheften</translation>
    </message>
    <message>
        <source>Pin the timeline rows of the selected chain&apos;s evidence to the top of the timeline</source>
        <translation>Die Zeitachsen-Zeilen der Belege der gewählten Kette oben an der Zeitachse anheften</translation>
    </message>
    <message>
        <source>Open a capture to see its causal chains.</source>
        <translation>Öffnen Sie eine Aufzeichnung, um ihre Kausalketten zu sehen.</translation>
    </message>
    <message>
        <source>Finding causal chains…</source>
        <translation>Kausalketten werden gesucht …</translation>
    </message>
    <message>
        <source>Finding causal chains in %1…</source>
        <translation>Kausalketten in %1 werden gesucht …</translation>
    </message>
    <message>
        <source>All processes</source>
        <translation>Alle Prozesse</translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s)</source>
        <translation>
            <numerusform>%n Kette</numerusform>
            <numerusform>%n Ketten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored by the capture tool</source>
        <translation>
            <numerusform>%n vom Aufzeichnungswerkzeug gespeichert</numerusform>
            <numerusform>%n vom Aufzeichnungswerkzeug gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 angezeigt</translation>
    </message>
    <message>
        <source>No incident found</source>
        <translation>Kein Vorfall gefunden</translation>
    </message>
    <message>
        <source>Nothing in this capture matches a known incident pattern.</source>
        <translation>Nichts in dieser Aufzeichnung passt zu einem bekannten Vorfallsmuster.</translation>
    </message>
    <message>
        <source>Only minor findings, listed below.</source>
        <translation>Nur geringfügige Befunde, unten aufgeführt.</translation>
    </message>
    <message>
        <source>No incident found: nothing in this capture matches a known incident pattern.</source>
        <translation>Kein Vorfall gefunden: Nichts in dieser Aufzeichnung passt zu einem bekannten Vorfallsmuster.</translation>
    </message>
</context>
<context>
    <name>faultline::ChainListModel</name>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>HOCH</translation>
    </message>
    <message>
        <source>MEDIUM</source>
        <translation>MITTEL</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>NIEDRIG</translation>
    </message>
    <message>
        <source>several</source>
        <translation>mehrere</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>%1 bis %2 nach Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>Stored in the capture by the tool that recorded it, not derived by Faultline</source>
        <translation>In der Aufzeichnung vom aufzeichnenden Werkzeug gespeichert, nicht von Faultline abgeleitet</translation>
    </message>
    <message>
        <source>Derived by Faultline from the capture&apos;s events</source>
        <translation>Von Faultline aus den Ereignissen der Aufzeichnung abgeleitet</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Op / rule</source>
        <translation>Operation / Regel</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 steps (%4 per step)</source>
        <translation>%1 verloren für den Thread, der die GPU-Arbeit absetzt, %2 % von %3 Schritten (%4 pro Schritt)</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 of GPU work</source>
        <translation>%1 verloren für den Thread, der die GPU-Arbeit absetzt, %2 % von %3 GPU-Arbeit</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>Auswirkung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
</context>
<context>
    <name>faultline::CompareController</name>
    <message>
        <source>Compare: choose the baseline run (A)</source>
        <translation>Vergleichen: Referenzlauf (A) wählen</translation>
    </message>
    <message>
        <source>Compare %1 with… (B)</source>
        <translation>%1 vergleichen mit … (B)</translation>
    </message>
    <message>
        <source>Compare %1 with a baseline run (A)</source>
        <translation>%1 mit einem Referenzlauf (A) vergleichen</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen …</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Vergleich abgebrochen.</translation>
    </message>
    <message>
        <source>Comparison failed.</source>
        <translation>Vergleich fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Compared %1 with %2.</source>
        <translation>%1 mit %2 verglichen.</translation>
    </message>
</context>
<context>
    <name>faultline::CompareView</name>
    <message>
        <source>Finding each snapshot&apos;s peak…</source>
        <translation>Spitze jedes Snapshots wird gesucht …</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>Bericht exportieren …</translation>
    </message>
    <message>
        <source>Write the comparison as a Markdown or HTML report, with its pictures</source>
        <translation>Den Vergleich als Markdown- oder HTML-Bericht mit seinen Bildern schreiben</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>Zeitachsen</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Compare — %1 → %2</source>
        <translation>Vergleich — %1 → %2</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Close this comparison</source>
        <translation>Diesen Vergleich schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <source>p90 %1</source>
        <translation>p90 %1</translation>
    </message>
    <message>
        <source>%1 s measured</source>
        <translation>%1 s gemessen</translation>
    </message>
    <message>
        <source>GPU busy %1</source>
        <translation>GPU ausgelastet %1</translation>
    </message>
    <message>
        <source>Filter by name or Python line…</source>
        <translation>Nach Name oder Python-Zeile filtern …</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>Alle Änderungen</translation>
    </message>
    <message>
        <source>Show in A</source>
        <translation>In A zeigen</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in A&apos;s timeline (Enter)</source>
        <translation>Den gewählten Aufruf, Kernel oder Bereich auf der Zeitachse von A öffnen (Enter)</translation>
    </message>
    <message>
        <source>Show in B</source>
        <translation>In B zeigen</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in B&apos;s timeline (Shift+Enter)</source>
        <translation>Den gewählten Aufruf, Kernel oder Bereich auf der Zeitachse von B öffnen (Umschalt+Enter)</translation>
    </message>
    <message>
        <source>No change: both runs spend their time alike.</source>
        <translation>Keine Änderung: Beide Läufe verteilen ihre Zeit gleich.</translation>
    </message>
    <message>
        <source>Step time, both runs</source>
        <translation>Schrittzeit, beide Läufe</translation>
    </message>
    <message>
        <source>Neither run has steps: both are compared per second.</source>
        <translation>Keiner der Läufe hat Schritte: Beide werden pro Sekunde verglichen.</translation>
    </message>
    <message numerus="yes">
        <source>A: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>A: %n Schritt, Median %1</numerusform>
            <numerusform>A: %n Schritte, Median %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>B: %n Schritt, Median %1</numerusform>
            <numerusform>B: %n Schritte, Median %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>Schrittzeit (ms)</translation>
    </message>
    <message>
        <source>Steps (%)</source>
        <translation>Schritte (%)</translation>
    </message>
    <message>
        <source>ms per step</source>
        <translation>ms pro Schritt</translation>
    </message>
    <message>
        <source>ms per second</source>
        <translation>ms pro Sekunde</translation>
    </message>
    <message>
        <source>GPU time, %1</source>
        <translation>GPU-Zeit, %1</translation>
    </message>
    <message>
        <source>Neither run recorded GPU work.</source>
        <translation>Keiner der Läufe hat GPU-Arbeit aufgezeichnet.</translation>
    </message>
    <message>
        <source>%1 recorded no GPU work.</source>
        <translation>%1 hat keine GPU-Arbeit aufgezeichnet.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Cached free</source>
        <translation>Frei im Cache</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>a change of percentage points, %1 signed</extracomment>
        <translation>%1 Pp.</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>Größter freier Block</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at its peak: %3 active on device %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 in der Spitze: %3 aktiv auf Gerät %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no device memory</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: kein Gerätespeicher</translation>
    </message>
    <message>
        <source>Filter by site or size…</source>
        <translation>Nach Stelle oder Größe filtern …</translation>
    </message>
    <message>
        <source>By allocation site</source>
        <translation>Nach Belegungsstelle</translation>
    </message>
    <message>
        <source>By block size</source>
        <translation>Nach Blockgröße</translation>
    </message>
    <message>
        <source>No change: both snapshots hold the same memory.</source>
        <translation>Keine Änderung: Beide Snapshots halten denselben Speicher.</translation>
    </message>
    <message>
        <source>Align at step:</source>
        <translation>Ausrichten an Schritt:</translation>
    </message>
    <message>
        <source>Aligned at each run&apos;s start</source>
        <translation>Am Beginn jedes Laufs ausgerichtet</translation>
    </message>
    <message>
        <source>Both timelines show this step of their run, and move together</source>
        <translation>Beide Zeitachsen zeigen diesen Schritt ihres Laufs und bewegen sich gemeinsam</translation>
    </message>
    <message>
        <source>Zooming or panning either timeline moves the other by as much.</source>
        <translation>Zoomen oder Verschieben einer der Zeitachsen bewegt die andere um genauso viel.</translation>
    </message>
    <message>
        <source>Both timelines at step %1</source>
        <translation>Beide Zeitachsen bei Schritt %1</translation>
    </message>
    <message>
        <source>Both timelines at their run&apos;s start</source>
        <translation>Beide Zeitachsen am Beginn ihres Laufs</translation>
    </message>
    <message>
        <source>%1 is not one event: the timelines show the aligned step.</source>
        <translation>%1 ist kein einzelnes Ereignis: Die Zeitachsen zeigen den ausgerichteten Schritt.</translation>
    </message>
    <message>
        <source>%1 has no %2 in it.</source>
        <translation>In %1 kommt %2 nicht vor.</translation>
    </message>
    <message>
        <source>%1 in %2&apos;s timeline</source>
        <translation>%1 auf der Zeitachse von %2</translation>
    </message>
    <message>
        <source>%1 is not on %2&apos;s timeline</source>
        <translation>%1 ist nicht auf der Zeitachse von %2</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>The step-time distribution of both runs, medians dashed (A blue, B orange)</source>
        <translation>Die Verteilung der Schrittzeiten beider Läufe, Mediane gestrichelt (A blau, B orange)</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU-Zeit</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per step (A blue, B orange)</source>
        <translation>Wofür jeder Lauf seine GPU-Zeit aufwendete, pro Schritt (A blau, B orange)</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per second (A blue, B orange)</source>
        <translation>Wofür jeder Lauf seine GPU-Zeit aufwendete, pro Sekunde (A blau, B orange)</translation>
    </message>
    <message>
        <source>%1 at its peak</source>
        <translation>%1 in der Spitze</translation>
    </message>
    <message>
        <source>%1&apos;s device %2 at its peak, %3 active: each row a segment, each block coloured by state</source>
        <translation>Gerät %2 von %1 in der Spitze, %3 aktiv: jede Zeile ein Segment, jeder Block nach Zustand gefärbt</translation>
    </message>
    <message>
        <source>A comparison report is Markdown (.md) or HTML (.html): %1 is neither.</source>
        <translation>Ein Vergleichsbericht ist Markdown (.md) oder HTML (.html): %1 ist keines von beiden.</translation>
    </message>
    <message>
        <source>Export Comparison Report</source>
        <translation>Vergleichsbericht exportieren</translation>
    </message>
    <message>
        <source>HTML report, one file (*.html);;Markdown report, pictures beside it (*.md)</source>
        <translation>HTML-Bericht, eine Datei (*.html);;Markdown-Bericht, Bilder daneben (*.md)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the comparison report to %1 (%n picture(s)).</source>
        <translation>
            <numerusform>Vergleichsbericht nach %1 geschrieben (%n Bild).</numerusform>
            <numerusform>Vergleichsbericht nach %1 geschrieben (%n Bilder).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::DemoCapture</name>
    <message>
        <source>Cannot create a temporary folder for the demo capture: %1</source>
        <translation>Für die Demo-Aufzeichnung kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot write the demo capture: %1</source>
        <translation>Die Demo-Aufzeichnung kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>faultline::DropsModel</name>
    <message>
        <source>%1 events of this source were lost before they reached the capture.</source>
        <translation>%1 Ereignisse dieser Quelle gingen verloren, bevor sie die Aufzeichnung erreichten.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Verloren</translation>
    </message>
</context>
<context>
    <name>faultline::EventDetailsWidget</name>
    <message>
        <source>Click an event to see its arguments, return code and stack.</source>
        <translation>Klicken Sie auf ein Ereignis, um seine Argumente, seinen Rückgabewert und seinen Stack zu sehen.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Rückgabe</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>Argument</source>
        <translation>Argument</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>%1 since the capture start</source>
        <translation>%1 seit Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 (%2 ns)</source>
        <translation>%1 (%2 ns)</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1 (TID %2)</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Nativ</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
Klicken zeigt den Quelltext</translation>
    </message>
    <message>
        <source>No stack was recorded for this event.</source>
        <translation>Für dieses Ereignis wurde kein Stack aufgezeichnet.</translation>
    </message>
    <message>
        <source>Stack (%1 frames, addresses only: symbols were not resolved)</source>
        <translation>Stack (%1 Frames, nur Adressen: Symbole wurden nicht aufgelöst)</translation>
    </message>
    <message>
        <source>Stack (%1 frames, innermost first; Python first, then native)</source>
        <translation>Stack (%1 Frames, innerster zuerst; Python zuerst, dann nativ)</translation>
    </message>
</context>
<context>
    <name>faultline::ExportDialog</name>
    <message>
        <source>PNG picture</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>HTML, one file with its pictures</source>
        <translation>HTML, eine Datei mit ihren Bildern</translation>
    </message>
    <message>
        <source>Markdown, its pictures beside it</source>
        <translation>Markdown, die Bilder daneben</translation>
    </message>
    <message>
        <source>Perfetto / Chrome trace JSON</source>
        <translation>Perfetto-/Chrome-Trace-JSON</translation>
    </message>
    <message>
        <source>Export Timeline Image</source>
        <translation>Zeitachsenbild exportieren</translation>
    </message>
    <message>
        <source>Export Block Map Image</source>
        <translation>Blockkartenbild exportieren</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>Export Perfetto JSON</source>
        <translation>Perfetto-JSON exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>at</source>
        <translation>bei</translation>
    </message>
    <message>
        <source>Pictures:</source>
        <translation>Bilder:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Visible view</source>
        <translation>Sichtbare Ansicht</translation>
    </message>
    <message>
        <source>Whole capture</source>
        <translation>Ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Select a time range on the ruler first.</source>
        <translation>Wählen Sie zuerst einen Zeitbereich auf dem Lineal.</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Bereich:</translation>
    </message>
    <message>
        <source>Lanes in view</source>
        <translation>Sichtbare Spuren</translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation>Alle Spuren</translation>
    </message>
    <message>
        <source>Lanes:</source>
        <translation>Spuren:</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Causal chains</source>
        <translation>Kausalketten</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>Einschließen:</translation>
    </message>
    <message>
        <source>A picture of each of the first chains that have evidence: its window, its lanes, its evidence highlighted.</source>
        <translation>Ein Bild jeder der ersten Ketten mit Belegen: ihr Zeitfenster, ihre Spuren, ihre Belege hervorgehoben.</translation>
    </message>
    <message>
        <source>Chain pictures:</source>
        <translation>Kettenbilder:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Wählen Sie die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name in it.</source>
        <translation>%1 ist ein Ordner; wählen Sie darin einen Dateinamen.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>That is the open capture; choose another file.</source>
        <translation>Das ist die geöffnete Aufzeichnung; wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <source>A picture of the report would replace the open capture; choose another name.</source>
        <translation>Ein Bild des Berichts würde die geöffnete Aufzeichnung ersetzen; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>prints %1 in wide</source>
        <translation>druckt %1 Zoll breit</translation>
    </message>
    <message>
        <source>(too narrow at this resolution)</source>
        <translation>(zu schmal bei dieser Auflösung)</translation>
    </message>
    <message>
        <source>PDF document, with its pictures</source>
        <translation>PDF-Dokument mit den Bildern</translation>
    </message>
</context>
<context>
    <name>faultline::ExportMenu</name>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Timeline Image…</source>
        <translation>&amp;Zeitachsenbild …</translation>
    </message>
    <message>
        <source>The timeline&apos;s view, the whole capture or the selection as PNG, SVG or PDF, with the ruler, lane labels, legend, notes and highlighted chain evidence</source>
        <translation>Die Ansicht der Zeitachse, die ganze Aufzeichnung oder die Auswahl als PNG, SVG oder PDF, mit Lineal, Spurbeschriftungen, Legende, Notizen und hervorgehobenen Kettenbelegen</translation>
    </message>
    <message>
        <source>&amp;Block Map Image…</source>
        <translation>&amp;Blockkartenbild …</translation>
    </message>
    <message>
        <source>The block map of the current Memory tab as PNG, SVG or PDF</source>
        <translation>Die Blockkarte des aktuellen Speicher-Tabs als PNG, SVG oder PDF</translation>
    </message>
    <message>
        <source>&amp;Review Report…</source>
        <translation>&amp;Prüfbericht …</translation>
    </message>
    <message>
        <source>&amp;Perfetto JSON…</source>
        <translation>P&amp;erfetto-JSON …</translation>
    </message>
    <message>
        <source>The events with chains and notes as Chrome trace JSON for ui.perfetto.dev</source>
        <translation>Die Ereignisse mit Ketten und Notizen als Chrome-Trace-JSON für ui.perfetto.dev</translation>
    </message>
    <message>
        <source>Open a memory snapshot (or Device Memory) first: its Memory tab&apos;s block map is exported.</source>
        <translation>Öffnen Sie zuerst einen Speicher-Snapshot (oder den Gerätespeicher): die Blockkarte seines Speicher-Tabs wird exportiert.</translation>
    </message>
    <message>
        <source>Open a capture first.</source>
        <translation>Öffnen Sie zuerst eine Aufzeichnung.</translation>
    </message>
    <message>
        <source>No capture is open.</source>
        <translation>Keine Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <source>%1 is the open capture; it is never written over.</source>
        <translation>%1 ist die geöffnete Aufzeichnung; sie wird nie überschrieben.</translation>
    </message>
    <message>
        <source>Unknown picture format &apos;%1&apos;.</source>
        <translation>Unbekanntes Bildformat „%1“.</translation>
    </message>
    <message>
        <source>Exported the timeline to %1 (%2 rows).</source>
        <translation>Zeitachse nach %1 exportiert (%2 Zeilen).</translation>
    </message>
    <message>
        <source>No Memory tab is shown.</source>
        <translation>Kein Speicher-Tab wird angezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>Exported the block map to %1 (%n segment(s)).</source>
        <translation>
            <numerusform>Blockkarte nach %1 exportiert (%n Segment).</numerusform>
            <numerusform>Blockkarte nach %1 exportiert (%n Segmente).</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown report format &apos;%1&apos;.</source>
        <translation>Unbekanntes Berichtsformat „%1“.</translation>
    </message>
    <message>
        <source>Deriving the causal chains…</source>
        <translation>Kausalketten werden abgeleitet …</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>Prüfbericht exportieren</translation>
    </message>
    <message>
        <source>Drawing the pictures…</source>
        <translation>Bilder werden gezeichnet …</translation>
    </message>
    <message>
        <source>Exported the review to %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>Prüfbericht nach %1 exportiert: %2 Ketten, %3 Bilder, %4 Notizen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1 events to %2 for Perfetto.</source>
        <translation>%1 Ereignisse nach %2 für Perfetto exportiert.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The capture, its causal chains, op statistics, notes and timeline pictures as Markdown, one HTML file or a PDF document, beside the capture</source>
        <translation>Die Aufzeichnung, ihre Kausalketten, Operationsstatistik, Notizen und Zeitachsenbilder als Markdown, eine HTML-Datei oder ein PDF-Dokument, neben der Aufzeichnung</translation>
    </message>
</context>
<context>
    <name>faultline::FileKinds</name>
    <message>
        <source>Captures, traces and memory snapshots (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;Captures (*.db *.sqlite);;PyTorch profiler and Nsight Systems traces (*.json *.json.gz *.sqlite);;PyTorch memory snapshots (*.pickle *.pkl *.json *.html);;All files (*)</source>
        <translation>Aufzeichnungen, Traces und Speicher-Snapshots (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;Aufzeichnungen (*.db *.sqlite);;Traces von PyTorch-Profiler und Nsight Systems (*.json *.json.gz *.sqlite);;PyTorch-Speicher-Snapshots (*.pickle *.pkl *.json *.html);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Faultline opens captures written by Faultline or Ingero (SQLite files ending in .db or .sqlite), PyTorch profiler traces (.json, .json.gz), Nsight Systems SQLite exports and PyTorch memory snapshots (.pickle, .pkl, .json, .html).

Dropped: %1</source>
        <translation>Faultline öffnet Aufzeichnungen von Faultline oder Ingero (SQLite-Dateien mit der Endung .db oder .sqlite), PyTorch-Profiler-Traces (.json, .json.gz), SQLite-Exporte von Nsight Systems und PyTorch-Speicher-Snapshots (.pickle, .pkl, .json, .html).

Abgelegt: %1</translation>
    </message>
</context>
<context>
    <name>faultline::GpuTimeChart</name>
    <message>
        <source>%1: %2 (%3 of the %4)</source>
        <translation>%1: %2 (%3, bezogen auf %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n counted step(s)</source>
        <translation>
            <numerusform>%n gezählten Schritt</numerusform>
            <numerusform>%n gezählte Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU&apos;s span</source>
        <translation>die Zeitspanne der GPU</translation>
    </message>
    <message>
        <source>%1 per step; click for the step where it is largest</source>
        <translation>%1 pro Schritt; Klicken zeigt den Schritt, in dem dieser Anteil am größten ist</translation>
    </message>
    <message>
        <source>Click to show the GPU&apos;s span on the timeline</source>
        <translation>Klicken zeigt die Zeitspanne der GPU auf der Zeitachse</translation>
    </message>
    <message>
        <source>busy %1 · idle %2</source>
        <translation>ausgelastet %1 · untätig %2</translation>
    </message>
</context>
<context>
    <name>faultline::GuideDialog</name>
    <message>
        <source>Faultline Guide</source>
        <translation>Faultline-Anleitung</translation>
    </message>
</context>
<context>
    <name>faultline::KeyboardShortcuts</name>
    <message>
        <source>Zoom in, around the mouse (or the middle)</source>
        <translation>Vergrößern, um den Mauszeiger (oder die Mitte)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Move earlier in time</source>
        <translation>Zeitlich nach früher verschieben</translation>
    </message>
    <message>
        <source>Move later in time</source>
        <translation>Zeitlich nach später verschieben</translation>
    </message>
    <message>
        <source>Fit the selection (time range, area or event); the whole capture when nothing is selected</source>
        <translation>Auswahl einpassen (Zeitbereich, Fläche oder Ereignis); ohne Auswahl die ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>Show the whole capture</source>
        <translation>Die ganze Aufzeichnung zeigen</translation>
    </message>
    <message>
        <source>Previous zoom</source>
        <translation>Vorheriger Zoom</translation>
    </message>
    <message>
        <source>Next zoom</source>
        <translation>Nächster Zoom</translation>
    </message>
    <message>
        <source>Search ops and stacks</source>
        <translation>Operationen und Stacks suchen</translation>
    </message>
    <message>
        <source>Next search match</source>
        <translation>Nächster Suchtreffer</translation>
    </message>
    <message>
        <source>Previous search match</source>
        <translation>Vorheriger Suchtreffer</translation>
    </message>
    <message>
        <source>Clear the selections; with a chain shown, back to the whole capture</source>
        <translation>Auswahlen aufheben; bei angezeigter Kette zurück zur ganzen Aufzeichnung</translation>
    </message>
    <message>
        <source>Everywhere (menus)</source>
        <translation>Überall (Menüs)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>SQL console</source>
        <translation>SQL-Konsole</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel loading, while the status bar shows Cancel</source>
        <translation>Laden abbrechen, solange die Statusleiste „Abbrechen“ zeigt</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Zoom around the mouse</source>
        <translation>Um den Mauszeiger zoomen</translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation>Umschalt+Mausrad</translation>
    </message>
    <message>
        <source>Move earlier or later in time</source>
        <translation>Zeitlich nach früher oder später verschieben</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Scroll the rows</source>
        <translation>Durch die Zeilen scrollen</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Move in time</source>
        <translation>Zeitlich verschieben</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <translation>Umschalt+Ziehen</translation>
    </message>
    <message>
        <source>Total the calls in an area (the Selection tab below the tracks)</source>
        <translation>Aufrufe in einer Fläche summieren (Tab „Auswahl“ unter den Spuren)</translation>
    </message>
    <message>
        <source>Drag on the ruler</source>
        <translation>Ziehen auf dem Lineal</translation>
    </message>
    <message>
        <source>Select a time range (F fits it)</source>
        <translation>Zeitbereich auswählen (F passt ihn ein)</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Select an event and show its details and stack</source>
        <translation>Ereignis auswählen und seine Details und seinen Stack zeigen</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>Zoom to an event, or to a run of merged events</source>
        <translation>Auf ein Ereignis zoomen oder auf eine Folge zusammengefasster Ereignisse</translation>
    </message>
    <message>
        <source>Click a process row</source>
        <translation>Klick auf eine Prozesszeile</translation>
    </message>
    <message>
        <source>Collapse or expand the process</source>
        <translation>Prozess ein- oder ausklappen</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter</source>
        <translation>Enter, Umschalt+Enter</translation>
    </message>
    <message>
        <source>In the search box: next or previous match</source>
        <translation>Im Suchfeld: nächster oder vorheriger Treffer</translation>
    </message>
    <message>
        <source>In the search box: back to the tracks; the view stays as it is</source>
        <translation>Im Suchfeld: zurück zu den Spuren; die Ansicht bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Hoch, Herunter</translation>
    </message>
    <message>
        <source>Select a chain: its evidence is highlighted on the timeline and its time window shown</source>
        <translation>Kette auswählen: Ihre Belege werden auf der Zeitachse hervorgehoben und ihr Zeitfenster angezeigt</translation>
    </message>
    <message>
        <source>Click an evidence row</source>
        <translation>Klick auf eine Beleg-Zeile</translation>
    </message>
    <message>
        <source>Select that event on the timeline</source>
        <translation>Dieses Ereignis auf der Zeitachse auswählen</translation>
    </message>
    <message>
        <source>Enter or double-click an evidence row</source>
        <translation>Enter oder Doppelklick auf eine Beleg-Zeile</translation>
    </message>
    <message>
        <source>Zoom the timeline to that event</source>
        <translation>Zeitachse auf dieses Ereignis zoomen</translation>
    </message>
    <message>
        <source>Click a source row</source>
        <translation>Klick auf eine Quellzeile</translation>
    </message>
    <message>
        <source>Show that line in the Source view</source>
        <translation>Diese Zeile in der Quelltextansicht zeigen</translation>
    </message>
    <message>
        <source>Esc on the timeline</source>
        <translation>Esc auf der Zeitachse</translation>
    </message>
    <message>
        <source>Leave the chain: the whole capture again</source>
        <translation>Kette verlassen: wieder die ganze Aufzeichnung</translation>
    </message>
    <message>
        <source>Click or drag on the memory timeline</source>
        <translation>Klick oder Ziehen auf der Speicher-Zeitachse</translation>
    </message>
    <message>
        <source>Show the allocator&apos;s state at that moment</source>
        <translation>Zustand des Allocators zu diesem Zeitpunkt zeigen</translation>
    </message>
    <message>
        <source>Click a band</source>
        <translation>Klick auf ein Band</translation>
    </message>
    <message>
        <source>Select its allocation site; click it again to clear</source>
        <translation>Seine Belegungsstelle auswählen; erneuter Klick hebt die Auswahl auf</translation>
    </message>
    <message>
        <source>Left, Right on the history slider</source>
        <translation>Links, Rechts am Verlaufsregler</translation>
    </message>
    <message>
        <source>One recorded entry earlier or later</source>
        <translation>Einen aufgezeichneten Eintrag früher oder später</translation>
    </message>
    <message>
        <source>Page Up, Page Down on the history slider</source>
        <translation>Bild aufwärts, Bild abwärts am Verlaufsregler</translation>
    </message>
    <message>
        <source>Ten entries earlier or later</source>
        <translation>Zehn Einträge früher oder später</translation>
    </message>
    <message>
        <source>Ctrl+wheel on the block map</source>
        <translation>Strg+Mausrad auf der Blockkarte</translation>
    </message>
    <message>
        <source>Zoom the block map</source>
        <translation>Blockkarte zoomen</translation>
    </message>
    <message>
        <source>Click a block</source>
        <translation>Klick auf einen Block</translation>
    </message>
    <message>
        <source>List the frames that allocated it</source>
        <translation>Die Frames auflisten, die ihn belegt haben</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Strg+Enter</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection</source>
        <translation>Die Anweisung unter dem Cursor oder die Auswahl ausführen</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane</source>
        <translation>Laufende Abfrage, Zählung, Export oder Abfragespur stoppen</translation>
    </message>
    <message>
        <source>Complete a table, column or function name</source>
        <translation>Tabellen-, Spalten- oder Funktionsnamen vervollständigen</translation>
    </message>
    <message>
        <source>In the result: copy the selected cells</source>
        <translation>Im Ergebnis: ausgewählte Zellen kopieren</translation>
    </message>
    <message>
        <source>Click an id</source>
        <translation>Klick auf eine ID</translation>
    </message>
    <message>
        <source>Select that event: its details show beside the timeline</source>
        <translation>Dieses Ereignis auswählen: Seine Details erscheinen neben der Zeitachse</translation>
    </message>
    <message>
        <source>Double-click or Ctrl+click an id or a time</source>
        <translation>Doppelklick oder Strg+Klick auf eine ID oder eine Zeit</translation>
    </message>
    <message>
        <source>Show it on the timeline</source>
        <translation>Auf der Zeitachse zeigen</translation>
    </message>
    <message>
        <source>Double-click an editor tab</source>
        <translation>Doppelklick auf einen Editor-Tab</translation>
    </message>
    <message>
        <source>Rename the tab</source>
        <translation>Tab umbenennen</translation>
    </message>
    <message>
        <source>Double-click in Schema</source>
        <translation>Doppelklick in Schema</translation>
    </message>
    <message>
        <source>Insert the table&apos;s or column&apos;s name</source>
        <translation>Namen der Tabelle oder Spalte einfügen</translation>
    </message>
    <message>
        <source>Double-click in History</source>
        <translation>Doppelklick in Verlauf</translation>
    </message>
    <message>
        <source>Open the statement in a new tab</source>
        <translation>Anweisung in einem neuen Tab öffnen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Jump to the selected note</source>
        <translation>Zur ausgewählten Notiz springen</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Entf</translation>
    </message>
    <message>
        <source>Delete the selected note</source>
        <translation>Ausgewählte Notiz löschen</translation>
    </message>
    <message>
        <source>Enter on a rank, a click on a heat map cell</source>
        <translation>Enter auf einem Rang, Klick auf eine Zelle der Heatmap</translation>
    </message>
    <message>
        <source>In the Ranks tab: that rank on the timeline, or that collective with every rank&apos;s lane for it</source>
        <translation>Im Tab „Ränge“: dieser Rang auf der Zeitachse oder diese kollektive Operation mit der zugehörigen Spur jedes Rangs</translation>
    </message>
    <message>
        <source>Tab, then Up, Down on the row labels</source>
        <translation>Tab, dann Hoch, Herunter auf den Zeilenbeschriftungen</translation>
    </message>
    <message>
        <source>Move between rows: Left folds a rank or process (or goes to its header), Right unfolds, Space toggles, Shift+F10 opens the row&apos;s menu</source>
        <translation>Zwischen Zeilen wechseln: Links klappt einen Rang oder Prozess ein (oder springt zu seiner Kopfzeile), Rechts klappt aus, Leertaste schaltet um, Umschalt+F10 öffnet das Menü der Zeile</translation>
    </message>
    <message>
        <source>Ranks field (&quot;0-3, 7&quot;)</source>
        <translation>Feld „Ränge“ (&quot;0-3, 7&quot;)</translation>
    </message>
    <message>
        <source>Show only those ranks of a job</source>
        <translation>Nur diese Ränge eines Jobs zeigen</translation>
    </message>
    <message>
        <source>Shift while dropping a file</source>
        <translation>Umschalt beim Ablegen einer Datei</translation>
    </message>
    <message>
        <source>Compare it with the open capture or snapshot</source>
        <translation>Sie mit der geöffneten Aufzeichnung oder dem geöffneten Snapshot vergleichen</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter on a change</source>
        <translation>Enter, Umschalt+Enter auf einer Änderung</translation>
    </message>
    <message>
        <source>In the Compare tab: that call, kernel or range in A&apos;s timeline, or in B&apos;s</source>
        <translation>Im Vergleichs-Tab: diesen Aufruf, Kernel oder Bereich auf der Zeitachse von A bzw. von B zeigen</translation>
    </message>
</context>
<context>
    <name>faultline::LatencyChart</name>
    <message>
        <source>calls per bucket</source>
        <translation>Aufrufe pro Klasse</translation>
    </message>
    <message>
        <source>duration (log scale)</source>
        <translation>Dauer (logarithmisch)</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>No stored calls to chart: only event_aggregates count this op.</source>
        <translation>Keine gespeicherten Aufrufe für das Diagramm: nur event_aggregates zählen diese Operation.</translation>
    </message>
</context>
<context>
    <name>faultline::LiveController</name>
    <message>
        <source>&amp;Attach…</source>
        <translation>&amp;Verbinden …</translation>
    </message>
    <message>
        <source>Capture live from faultline-probe on this machine or a node (SSH, Unix socket)</source>
        <translation>Live von faultline-probe auf diesem Rechner oder einem Knoten aufzeichnen (SSH, Unix-Socket)</translation>
    </message>
    <message>
        <source>Record &amp;Local Process…</source>
        <translation>&amp;Lokalen Prozess aufzeichnen …</translation>
    </message>
    <message>
        <source>Trace a process on this machine: starts faultline-probe through pkexec</source>
        <translation>Einen Prozess auf diesem Rechner verfolgen: startet faultline-probe über pkexec</translation>
    </message>
    <message>
        <source>&amp;Stop Capture</source>
        <translation>Aufzeichnung &amp;stoppen</translation>
    </message>
    <message>
        <source>Ask the probe to end the live capture; what arrived stays open</source>
        <translation>Die Sonde bitten, die Live-Aufzeichnung zu beenden; was angekommen ist, bleibt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Follow Newest</source>
        <translation>&amp;Neuestem folgen</translation>
    </message>
    <message>
        <source>Keep the timeline on the last %1 s of the live capture (End); zooming or panning turns it off</source>
        <translation>Die Zeitachse auf den letzten %1 s der Live-Aufzeichnung halten (Ende); Zoomen oder Verschieben schaltet das ab</translation>
    </message>
    <message>
        <source>Live Capture</source>
        <translation>Live-Aufzeichnung</translation>
    </message>
    <message>
        <source>A live capture is running. Stop it (Capture ▸ Stop Capture) before starting another.</source>
        <translation>Eine Live-Aufzeichnung läuft. Beenden Sie sie (Aufzeichnung ▸ Aufzeichnung stoppen), bevor Sie eine weitere starten.</translation>
    </message>
    <message>
        <source>The live capture could not be shown: %1</source>
        <translation>Die Live-Aufzeichnung konnte nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Attaching to %1; the capture goes to %2.</source>
        <translation>Verbindung mit %1; die Aufzeichnung geht nach %2.</translation>
    </message>
    <message>
        <source>Stopping the live capture…</source>
        <translation>Live-Aufzeichnung wird gestoppt …</translation>
    </message>
    <message>
        <source>Live capture finished: %1 Kept as %2.</source>
        <translation>Live-Aufzeichnung beendet: %1 Gespeichert als %2.</translation>
    </message>
    <message>
        <source>The live capture ended early; %1 keeps the %2 events received.</source>
        <translation>Die Live-Aufzeichnung endete vorzeitig; %1 behält die %2 empfangenen Ereignisse.</translation>
    </message>
    <message>
        <source>The live capture failed.</source>
        <translation>Die Live-Aufzeichnung ist fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>faultline::LiveSession</name>
    <message>
        <source>No node sent an event.</source>
        <translation>Kein Knoten hat ein Ereignis gesendet.</translation>
    </message>
    <message>
        <source>The nodes&apos; captures could not be merged into %1: %2</source>
        <translation>Die Aufzeichnungen der Knoten konnten nicht in %1 zusammengeführt werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n events received from %1.</source>
        <translation>
            <numerusform>%n Ereignis von %1 empfangen.</numerusform>
            <numerusform>%n Ereignisse von %1 empfangen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::LiveStatusWidget</name>
    <message>
        <source>● Connecting…</source>
        <translation>● Verbinden …</translation>
    </message>
    <message>
        <source>● Handshake…</source>
        <translation>● Handshake …</translation>
    </message>
    <message>
        <source>● Starting…</source>
        <translation>● Starten …</translation>
    </message>
    <message>
        <source>● Live</source>
        <translation>● Live</translation>
    </message>
    <message>
        <source>● Reconnecting…</source>
        <translation>● Neu verbinden …</translation>
    </message>
    <message>
        <source>● Finishing…</source>
        <translation>● Abschließen …</translation>
    </message>
    <message>
        <source>● Finished</source>
        <translation>● Beendet</translation>
    </message>
    <message>
        <source>● Failed</source>
        <translation>● Fehlgeschlagen</translation>
    </message>
    <message>
        <source>● Stopping…</source>
        <translation>● Stoppen …</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 — %2: %3 events, %4 dropped, clock offset %5</source>
        <translation>%1 — %2: %3 Ereignisse, %4 verloren, Uhrversatz %5</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>noch nicht gemessen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Ask the probe to end the capture; what arrived stays</source>
        <translation>Die Sonde bitten, die Aufzeichnung zu beenden; was angekommen ist, bleibt</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>%1 Ereignisse/s</translation>
    </message>
    <message>
        <source>Average over the capture</source>
        <translation>Durchschnitt über die Aufzeichnung</translation>
    </message>
    <message>
        <source>Median over the last seconds</source>
        <translation>Median der letzten Sekunden</translation>
    </message>
    <message>
        <source>From the probe to the screen: %1 ms (median of the last refreshes)</source>
        <translation>Von der Sonde bis zum Bildschirm: %1 ms (Median der letzten Aktualisierungen)</translation>
    </message>
    <message>
        <source>%1 of %2 events</source>
        <translation>%1 von %2 Ereignissen</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 Ereignisse</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <source>%1: %2 dropped</source>
        <translation>%1: %2 verloren</translation>
    </message>
    <message>
        <source>Events the probe lost (ring buffer full), as it reports them</source>
        <translation>Ereignisse, die die Sonde verloren hat (Ringpuffer voll), wie sie sie meldet</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 failed</source>
        <translation>%1, %2 fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>faultline::MainWindow</name>
    <message>
        <source>Ready. Open a capture with Ctrl+O or drop a .db file here.</source>
        <translation>Bereit. Eine Aufzeichnung mit Strg+O öffnen oder eine .db-Datei hierher ziehen.</translation>
    </message>
    <message>
        <source>&amp;Open Capture…</source>
        <translation>Aufzeichnung ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db, .sqlite)</source>
        <translation>Eine Faultline- oder Ingero-Aufzeichnung öffnen (.db, .sqlite)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Capture</source>
        <translation>&amp;Demo-Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Generate a capture of a fragmentation incident and open it</source>
        <translation>Eine Aufzeichnung eines Fragmentierungsvorfalls erzeugen und öffnen</translation>
    </message>
    <message>
        <source>&amp;Close Capture</source>
        <translation>Aufzeichnung &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About Faultline</source>
        <translation>&amp;Über Faultline</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Capture closed.</source>
        <translation>Aufzeichnung geschlossen.</translation>
    </message>
    <message>
        <source>Open Capture</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Demo capture</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 — Faultline</source>
        <translation>%1 — Faultline</translation>
    </message>
    <message>
        <source>About Faultline</source>
        <translation>Über Faultline</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;An investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.&lt;/p&gt;&lt;p&gt;Opens Faultline and Ingero captures: per-op latency, processes, drops, and more views to come.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;Ein Untersuchungswerkzeug für GPU-Speicher- und Blockadevorfälle in PyTorch/CUDA-Jobs.&lt;/p&gt;&lt;p&gt;Öffnet Faultline- und Ingero-Aufzeichnungen: Latenz pro Operation, Prozesse, Verluste, weitere Ansichten folgen.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, läuft mit Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not a Capture</source>
        <translation>Keine Aufzeichnung</translation>
    </message>
    <message>
        <source>Dropped file is not a capture.</source>
        <translation>Die abgelegte Datei ist keine Aufzeichnung.</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitachse</translation>
    </message>
    <message>
        <source>S&amp;QL Console</source>
        <translation>S&amp;QL-Konsole</translation>
    </message>
    <message>
        <source>Query the capture with SQL</source>
        <translation>Die Aufzeichnung mit SQL abfragen</translation>
    </message>
    <message>
        <source>&amp;Device Memory</source>
        <translation>&amp;Gerätespeicher</translation>
    </message>
    <message>
        <source>Device memory over time, rebuilt from the capture&apos;s traced allocations (cudaMalloc, cudaFree)</source>
        <translation>Gerätespeicher über die Zeit, rekonstruiert aus den verfolgten Belegungen der Aufzeichnung (cudaMalloc, cudaFree)</translation>
    </message>
    <message>
        <source>Save Capture &amp;As…</source>
        <translation>Aufzeichnung speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save a copy of the open capture (a live one as far as it arrived)</source>
        <translation>Eine Kopie der geöffneten Aufzeichnung speichern (einer laufenden, soweit angekommen)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Theme, language, time display, source editor and capture defaults</source>
        <translation>Design, Sprache, Zeitanzeige, Quelltexteditor und Aufzeichnungsvorgaben</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>Auf&amp;zeichnung</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>Annotierte Kopie speichern</translation>
    </message>
    <message>
        <source>Rebuilding device memory cancelled.</source>
        <translation>Rekonstruktion des Gerätespeichers abgebrochen.</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>Live: %1</translation>
    </message>
    <message>
        <source>Save Capture As</source>
        <translation>Aufzeichnung speichern unter</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>How to read a chain, the timeline and the memory view</source>
        <translation>So lesen Sie eine Kette, die Zeitachse und die Speicheransicht</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key and mouse gesture, by view</source>
        <translation>Alle Tasten und Mausgesten, nach Ansicht</translation>
    </message>
    <message>
        <source>&amp;Ranks</source>
        <translation>&amp;Ränge</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for at each collective</source>
        <translation>Die Ränge des Jobs nebeneinander: auf welchen Rang die anderen bei jeder kollektiven Operation warteten</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>Vergleichen &amp;mit …</translation>
    </message>
    <message>
        <source>Compare the open capture or snapshot with another run: what changed, by how much, and where (Shift while dropping a file does the same)</source>
        <translation>Die geöffnete Aufzeichnung oder den geöffneten Snapshot mit einem anderen Lauf vergleichen: was sich geändert hat, wie stark und wo (Umschalt beim Ablegen einer Datei bewirkt dasselbe)</translation>
    </message>
</context>
<context>
    <name>faultline::MemoryTimeline</name>
    <message>
        <source>No recorded allocator history for this device.</source>
        <translation>Für dieses Gerät ist kein Allocator-Verlauf aufgezeichnet.</translation>
    </message>
    <message>
        <source>seconds since the first recorded entry</source>
        <translation>Sekunden seit dem ersten aufgezeichneten Eintrag</translation>
    </message>
    <message>
        <source>trace entry</source>
        <translation>Trace-Eintrag</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>other (1 site)</source>
        <translation>andere (1 Stelle)</translation>
    </message>
    <message>
        <source>other (%1 sites)</source>
        <translation>andere (%1 Stellen)</translation>
    </message>
    <message>
        <source>no frames recorded</source>
        <translation>keine Frames aufgezeichnet</translation>
    </message>
    <message>
        <source>Reserved: memory the caching allocator holds from the driver (the most in each bucket).</source>
        <translation>Reserviert: Speicher, den der Caching-Allocator vom Treiber hält (das Maximum jeder Klasse).</translation>
    </message>
    <message>
        <source>%1
every other allocation site (the largest held %2 at once)</source>
        <translation>%1
jede andere Belegungsstelle (die größte hielt %2 gleichzeitig)</translation>
    </message>
    <message>
        <source>%1
peak %2; %3 at the highest point
Click to outline the blocks it allocated.</source>
        <translation>%1
Spitze %2; %3 am höchsten Punkt
Klicken umrandet die von ihr belegten Blöcke.</translation>
    </message>
    <message>
        <source>after entry #%1</source>
        <translation>nach Eintrag #%1</translation>
    </message>
    <message>
        <source>after entry #%1 (the peak of entries #%2–%3)</source>
        <translation>nach Eintrag #%1 (die Spitze der Einträge #%2–%3)</translation>
    </message>
    <message>
        <source>%1 allocated, %2 reserved
%3</source>
        <translation>%1 belegt, %2 reserviert
%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 allocated
%4</source>
        <translation>%1
%2 von %3 belegt
%4</translation>
    </message>
    <message>
        <source>%1
— %2</source>
        <translation>%1
— %2</translation>
    </message>
    <message>
        <source>OOM: %1</source>
        <extracomment>A mark on the memory chart where an allocation failed; %1 is the size asked, like 23.6 GiB</extracomment>
        <translation>OOM: %1</translation>
    </message>
</context>
<context>
    <name>faultline::MemoryWorkspace</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation>Pool:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Stream:</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>Freigabe ausstehend</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>frei (im Cache)</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Fragmentierung</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>Frames of the clicked block. Select one to outline every block it allocated.</source>
        <translation>Frames des angeklickten Blocks. Wählen Sie einen, um jeden von ihm belegten Block zu umranden.</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>Allocator history: drag to see the state after any recorded entry.</source>
        <translation>Allocator-Verlauf: ziehen, um den Zustand nach einem beliebigen aufgezeichneten Eintrag zu sehen.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Angefordert</translation>
    </message>
    <message>
        <source>Internal waste</source>
        <translation>Interner Verschnitt</translation>
    </message>
    <message>
        <source>Pending free</source>
        <translation>Freigabe ausstehend</translation>
    </message>
    <message>
        <source>Inactive (cached free)</source>
        <translation>Inaktiv (frei im Cache)</translation>
    </message>
    <message>
        <source>Releasable</source>
        <translation>Freigebbar</translation>
    </message>
    <message>
        <source>Whole free segments that torch.cuda.empty_cache() would return.</source>
        <translation>Ganze freie Segmente, die torch.cuda.empty_cache() zurückgeben würde.</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>Größter freier Block</translation>
    </message>
    <message>
        <source>External fragmentation</source>
        <translation>Externe Fragmentierung</translation>
    </message>
    <message>
        <source>Σgap² metric</source>
        <translation>Σlücke²-Maß</translation>
    </message>
    <message>
        <source>Blocks / segments</source>
        <translation>Blöcke / Segmente</translation>
    </message>
    <message>
        <source>Live blocks and segments of the shown state.</source>
        <translation>Lebende Blöcke und Segmente des angezeigten Zustands.</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <source>Paste a “CUDA out of memory” error message here…</source>
        <translation>Fügen Sie hier eine „CUDA out of memory“-Fehlermeldung ein …</translation>
    </message>
    <message>
        <source>Explain Message</source>
        <translation>Meldung erklären</translation>
    </message>
    <message>
        <source>All pools</source>
        <translation>Alle Pools</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>Alle Streams</translation>
    </message>
    <message>
        <source>Default pool</source>
        <translation>Standard-Pool</translation>
    </message>
    <message>
        <source>Private pool (%1, %2)</source>
        <translation>Privater Pool (%1, %2)</translation>
    </message>
    <message>
        <source>Default stream</source>
        <translation>Standard-Stream</translation>
    </message>
    <message>
        <source>Stream 0x%1</source>
        <translation>Stream 0x%1</translation>
    </message>
    <message>
        <source>Entry %1: %2 requested</source>
        <translation>Eintrag %1: %2 angefordert</translation>
    </message>
    <message>
        <source>No oom entry in this device&apos;s trace</source>
        <translation>Kein OOM-Eintrag im Trace dieses Geräts</translation>
    </message>
    <message>
        <source>Replaying the history of GPU %1…</source>
        <translation>Verlauf von GPU %1 wird wiedergegeben …</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>Endzustand (nach allen %1 Einträgen)</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>Vor dem ersten von %1 aufgezeichneten Einträgen</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>Nach Eintrag #%1 von %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>No frames recorded for this block.</source>
        <translation>Für diesen Block wurden keine Frames aufgezeichnet.</translation>
    </message>
    <message>
        <source>[py] </source>
        <translation>[py] </translation>
    </message>
    <message>
        <source>[c++] </source>
        <translation>[c++] </translation>
    </message>
    <message>
        <source>No out-of-memory message found in the pasted text.</source>
        <translation>Im eingefügten Text wurde keine Out-of-Memory-Meldung gefunden.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Empfehlungen</translation>
    </message>
    <message>
        <source>Fragmentation: free memory in pieces too small</source>
        <translation>Fragmentierung: freier Speicher in zu kleinen Stücken</translation>
    </message>
    <message>
        <source>Exhaustion: live tensors need more than there is</source>
        <translation>Speichermangel: lebende Tensoren brauchen mehr, als da ist</translation>
    </message>
    <message>
        <source>Memory held elsewhere</source>
        <translation>Speicher anderswo gehalten</translation>
    </message>
    <message>
        <source>Cause not determined</source>
        <translation>Ursache nicht bestimmt</translation>
    </message>
    <message>
        <source>traced segment (its tensors unknown)</source>
        <translation>verfolgtes Segment (Tensoren unbekannt)</translation>
    </message>
    <message>
        <source>No frames recorded for this entry.</source>
        <translation>Für diesen Eintrag wurden keine Frames aufgezeichnet.</translation>
    </message>
    <message>
        <source>What the caching allocator holds from CUDA: all its segments.</source>
        <translation>Was der Caching-Allocator von CUDA hält: alle seine Segmente.</translation>
    </message>
    <message>
        <source>Held by live tensors, in blocks the allocator rounded up.</source>
        <translation>Von lebenden Tensoren gehalten, in Blöcken, die der Allocator aufgerundet hat.</translation>
    </message>
    <message>
        <source>What the program asked for.</source>
        <translation>Was das Programm angefordert hat.</translation>
    </message>
    <message>
        <source>Allocated − requested: rounding inside blocks. High above 10 % of allocated.</source>
        <translation>Belegt − angefordert: Rundung innerhalb der Blöcke. Hoch bei mehr als 10 % von „Belegt“.</translation>
    </message>
    <message>
        <source>Freed by the program, still in use on another stream. High above 5 % of reserved.</source>
        <translation>Vom Programm freigegeben, auf einem anderen Stream noch in Gebrauch. Hoch bei mehr als 5 % von „Reserviert“.</translation>
    </message>
    <message>
        <source>Free blocks inside segments: kept for this process, unusable by others. High above 20 % of reserved.</source>
        <translation>Freie Blöcke innerhalb von Segmenten: für diesen Prozess zurückgehalten, für andere nicht nutzbar. Hoch bei mehr als 20 % von „Reserviert“.</translation>
    </message>
    <message>
        <source>The largest request the cache can serve without a new segment. Bad when far below the cached free.</source>
        <translation>Die größte Anforderung, die der Cache ohne neues Segment bedienen kann. Schlecht, wenn weit unter dem freien Speicher im Cache.</translation>
    </message>
    <message>
        <source>1 − largest free block / cached free: 0 is one free piece, near 1 many small ones. High above 0.5 when the cached free is over 5 % of reserved.</source>
        <translation>1 − größter freier Block / frei im Cache: 0 heißt ein einziges freies Stück, nahe 1 viele kleine. Hoch bei mehr als 0,5, wenn der freie Speicher im Cache über 5 % von „Reserviert“ liegt.</translation>
    </message>
    <message>
        <source>MemoryViz&apos;s score: Σ (runs of free bytes)² / reserved². Near 0: the free space is scattered.</source>
        <translation>Das Maß von MemoryViz: Σ (Folgen freier Bytes)² / reserviert². Nahe 0: Der freie Platz ist verstreut.</translation>
    </message>
    <message>
        <source>This capture traced the allocator&apos;s segments (cudaMalloc), not the tensors inside them: how much of each segment was free is unknown. Record with the probe&apos;s tensor events, or open the job&apos;s memory snapshot, to see it.</source>
        <translation>Diese Aufzeichnung hat die Segmente des Allocators verfolgt (cudaMalloc), nicht die Tensoren darin: Wie viel von jedem Segment frei war, ist unbekannt. Um das zu sehen, mit den Tensor-Ereignissen der Sonde aufzeichnen oder den Speicher-Snapshot des Jobs öffnen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>— / %1</source>
        <translation>— / %1</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1 (hoch)</translation>
    </message>
    <message>
        <source>Where this comes from in your code: the site every view names.</source>
        <translation>Woher dies in Ihrem Code stammt: die Stelle, die jede Ansicht nennt.</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell</source>
        <translation>Speichermangel oder Fragmentierung: Die Aufzeichnung kann es nicht unterscheiden</translation>
    </message>
</context>
<context>
    <name>faultline::NoteDialog</name>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>What happens here, and why it matters</source>
        <translation>Was hier geschieht und warum es wichtig ist</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigene …</translation>
    </message>
    <message>
        <source>Choose any colour</source>
        <translation>Eine beliebige Farbe wählen</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Verfasser:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Note Colour</source>
        <translation>Notizfarbe</translation>
    </message>
</context>
<context>
    <name>faultline::NotesController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>&amp;Notiz hinzufügen …</translation>
    </message>
    <message>
        <source>A note at the mouse&apos;s time on the timeline, or over the selected range</source>
        <translation>Eine Notiz zur Zeit des Mauszeigers auf der Zeitachse oder über den ausgewählten Bereich</translation>
    </message>
    <message>
        <source>Save A&amp;nnotated Copy…</source>
        <translation>A&amp;nnotierte Kopie speichern …</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table, for Ingero&apos;s tools and others</source>
        <translation>Eine Kopie der Aufzeichnung mit den Notizen in ihrer Tabelle annotations schreiben, für die Werkzeuge von Ingero und andere</translation>
    </message>
    <message>
        <source>The notes in %1 could not be read (%2); they are kept as they are.</source>
        <translation>Die Notizen in %1 konnten nicht gelesen werden (%2); sie bleiben unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) from %1.</source>
        <translation>
            <numerusform>%n Notiz aus %1.</numerusform>
            <numerusform>%n Notizen aus %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) stored in the capture (read-only).</source>
        <translation>
            <numerusform>%n Notiz in der Aufzeichnung gespeichert (schreibgeschützt).</numerusform>
            <numerusform>%n Notizen in der Aufzeichnung gespeichert (schreibgeschützt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes saved to %1.</source>
        <translation>Notizen in %1 gespeichert.</translation>
    </message>
    <message>
        <source>The notes cannot be saved beside the capture (%1); they are saved in %2 instead.</source>
        <translation>Die Notizen können nicht neben der Aufzeichnung gespeichert werden (%1); sie werden stattdessen in %2 gespeichert.</translation>
    </message>
    <message>
        <source>The notes cannot be saved (%1); they are kept until the capture is closed. File ▸ Save Annotated Copy… keeps them in a copy of the capture.</source>
        <translation>Die Notizen können nicht gespeichert werden (%1); sie bleiben erhalten, bis die Aufzeichnung geschlossen wird. Datei ▸ Annotierte Kopie speichern … bewahrt sie in einer Kopie der Aufzeichnung.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>The note was not added: its capture is no longer open.</source>
        <translation>Die Notiz wurde nicht hinzugefügt: ihre Aufzeichnung ist nicht mehr geöffnet.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>Die Notiz wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>A note at %1</source>
        <translation>Eine Notiz bei %1</translation>
    </message>
    <message>
        <source>A note at %1 on %2</source>
        <translation>Eine Notiz bei %1 auf %2</translation>
    </message>
    <message>
        <source>A note at %1 on %2, event %3</source>
        <translation>Eine Notiz bei %1 auf %2, Ereignis %3</translation>
    </message>
    <message>
        <source>A note from %1 to %2 (%3)</source>
        <translation>Eine Notiz von %1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>A note on the chain “%1” (%2), %3 to %4</source>
        <translation>Eine Notiz zur Kette „%1“ (%2), %3 bis %4</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>Diese Notiz ist in der Aufzeichnung gespeichert; sie wird hier angezeigt, nicht geändert.</translation>
    </message>
    <message>
        <source>A note from %1 to %2</source>
        <translation>Eine Notiz von %1 bis %2</translation>
    </message>
    <message>
        <source>Add Note Here…</source>
        <translation>Notiz hier hinzufügen …</translation>
    </message>
    <message>
        <source>Add Note Here, on %1…</source>
        <translation>Notiz hier hinzufügen, auf %1 …</translation>
    </message>
    <message>
        <source>Add Note for Selection…</source>
        <translation>Notiz für Auswahl hinzufügen …</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>Notiz bearbeiten …</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>Notiz löschen</translation>
    </message>
    <message>
        <source>Add Note for Chain…</source>
        <translation>Notiz für Kette hinzufügen …</translation>
    </message>
    <message>
        <source>The history has no times in order: there is no time to put a note at.</source>
        <translation>Der Verlauf hat keine geordneten Zeiten: es gibt keine Zeit für eine Notiz.</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>Annotierte Kopie speichern</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>Aufzeichnungen (*.db)</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the open capture; choose another file.</source>
        <translation>Die annotierte Kopie kann die geöffnete Aufzeichnung nicht ersetzen; wählen Sie eine andere Datei.</translation>
    </message>
    <message numerus="yes">
        <source>Saving a copy of %1 with %n note(s) as %2…</source>
        <translation>
            <numerusform>Kopie von %1 mit %n Notiz wird als %2 gespeichert …</numerusform>
            <numerusform>Kopie von %1 mit %n Notizen wird als %2 gespeichert …</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the annotated copy: %1</source>
        <translation>Die annotierte Kopie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved a copy with %n note(s) as %1.</source>
        <translation>
            <numerusform>Kopie mit %n Notiz als %1 gespeichert.</numerusform>
            <numerusform>Kopie mit %n Notizen als %1 gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::NotesModel</name>
    <message>
        <source>Stored in the capture&apos;s annotations table: shown, not changed here. %1</source>
        <translation>In der Tabelle annotations der Aufzeichnung gespeichert: hier angezeigt, nicht geändert. %1</translation>
    </message>
    <message>
        <source>span, %1</source>
        <translation>Zeitspanne, %1</translation>
    </message>
    <message>
        <source>point</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>Kette %1</translation>
    </message>
    <message>
        <source>event %1 (pid %2)</source>
        <translation>Ereignis %1 (PID %2)</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>Pinned to</source>
        <translation>Angeheftet an</translation>
    </message>
</context>
<context>
    <name>faultline::NotesPanel</name>
    <message>
        <source>Filter notes</source>
        <translation>Notizen filtern</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the note (Del); Edit ▸ Undo brings it back</source>
        <translation>Die Notiz löschen (Entf); Bearbeiten ▸ Rückgängig holt sie zurück</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>Diese Notiz ist in der Aufzeichnung gespeichert; sie wird hier angezeigt, nicht geändert.</translation>
    </message>
    <message>
        <source>Change the note&apos;s text, colour or author</source>
        <translation>Text, Farbe oder Verfasser der Notiz ändern</translation>
    </message>
    <message>
        <source>No notes yet. In the timeline press N, or right-click ▸ Add Note Here…; right-click a chain for Add Note for Chain….</source>
        <translation>Noch keine Notizen. Drücken Sie in der Zeitachse N oder Rechtsklick ▸ Notiz hier hinzufügen …; Rechtsklick auf eine Kette für Notiz für Kette hinzufügen ….</translation>
    </message>
    <message>
        <source>No note matches the filter.</source>
        <translation>Keine Notiz passt zum Filter.</translation>
    </message>
</context>
<context>
    <name>faultline::OpStatsModel</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 of %2 (sampled)</source>
        <translation>%1 von %2 (Stichprobe)</translation>
    </message>
    <message>
        <source>The capture stored %1 of the %2 calls the tracer saw (event_aggregates hold the true count). Latency percentiles are computed over the stored calls.</source>
        <translation>Die Aufzeichnung hat %1 der %2 vom Tracer gesehenen Aufrufe gespeichert (event_aggregates enthalten die tatsächliche Anzahl). Latenz-Perzentile werden über die gespeicherten Aufrufe berechnet.</translation>
    </message>
    <message>
        <source>Every call the tracer saw is stored.</source>
        <translation>Jeder vom Tracer gesehene Aufruf ist gespeichert.</translation>
    </message>
    <message>
        <source>Nearest-rank percentile of the stored calls&apos; durations.</source>
        <translation>Perzentil (Rangmethode) der Dauer der gespeicherten Aufrufe.</translation>
    </message>
    <message>
        <source>%1 in all calls (event_aggregates); %2 in the stored calls.</source>
        <translation>%1 in allen Aufrufen (event_aggregates); %2 in den gespeicherten Aufrufen.</translation>
    </message>
    <message>
        <source>Stored calls; “of N (sampled)” when the capture kept only a subset.</source>
        <translation>Gespeicherte Aufrufe; „von N (Stichprobe)“, wenn die Aufzeichnung nur einen Teil behalten hat.</translation>
    </message>
    <message>
        <source>Latency percentile over the stored calls (nearest rank).</source>
        <translation>Latenz-Perzentil über die gespeicherten Aufrufe (Rangmethode).</translation>
    </message>
    <message>
        <source>Bytes requested or copied, for ops whose first argument is a size.</source>
        <translation>Angeforderte oder kopierte Bytes, für Operationen, deren erstes Argument eine Größe ist.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Total bytes</source>
        <translation>Bytes gesamt</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsDialog</name>
    <message>
        <source>Source Path Mappings</source>
        <translation>Quellpfad-Zuordnungen</translation>
    </message>
    <message>
        <source>The capture records file paths of the machine it was taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. Remembered for this capture; mappings for every capture are in Edit ▸ Preferences ▸ Source.</source>
        <translation>Die Aufzeichnung enthält Dateipfade des Rechners, auf dem sie entstand. Ordnen Sie einem Ordner dort den Ordner zu, der hier dieselben Dateien enthält; das längste passende Präfix gewinnt. Für diese Aufzeichnung gespeichert; Zuordnungen für alle Aufzeichnungen stehen unter Bearbeiten ▸ Einstellungen ▸ Quelltext.</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsEditor</name>
    <message>
        <source>On the traced machine</source>
        <translation>Auf dem verfolgten Rechner</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>Auf diesem Rechner</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>Choose the local folder of the selected row</source>
        <translation>Den lokalen Ordner der ausgewählten Zeile wählen</translation>
    </message>
    <message>
        <source>Local Folder</source>
        <translation>Lokaler Ordner</translation>
    </message>
</context>
<context>
    <name>faultline::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <source>&amp;Time</source>
        <translation>&amp;Zeit</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Quelltext</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>&amp;Aufzeichnung</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>%1 (no translation yet: English)</source>
        <translation>%1 (noch keine Übersetzung: Englisch)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used when Faultline starts again.</source>
        <translation>Eine neue Sprache gilt nach dem nächsten Start von Faultline.</translation>
    </message>
    <message>
        <source>Since the capture &amp;start (+12.250 s)</source>
        <translation>Seit Beginn der Aufzeichnun&amp;g (+12.250 s)</translation>
    </message>
    <message>
        <source>&amp;Wall-clock time of day (14:03:12.250)</source>
        <translation>&amp;Uhrzeit (14:03:12.250)</translation>
    </message>
    <message>
        <source>Show times:</source>
        <translation>Zeiten anzeigen:</translation>
    </message>
    <message>
        <source>The ruler shows the other form under each tick, the event details both.</source>
        <translation>Das Lineal zeigt die andere Form unter jedem Strich, die Ereignisdetails beide.</translation>
    </message>
    <message>
        <source>Automatic (850 ns, 224.31 µs, 12.25 ms, 1.50 s)</source>
        <translation>Automatisch (850 ns, 224.31 µs, 12.25 ms, 1.50 s)</translation>
    </message>
    <message>
        <source>Nanoseconds (ns)</source>
        <translation>Nanosekunden (ns)</translation>
    </message>
    <message>
        <source>Microseconds (µs)</source>
        <translation>Mikrosekunden (µs)</translation>
    </message>
    <message>
        <source>Milliseconds (ms)</source>
        <translation>Millisekunden (ms)</translation>
    </message>
    <message>
        <source>Seconds (s)</source>
        <translation>Sekunden (s)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>Durations in the tables, tooltips, ruler and status lines, and times since the capture start, are given in this unit.</source>
        <translation>Dauern in Tabellen, Tooltips, Lineal und Statuszeilen sowie Zeiten seit Beginn der Aufzeichnung werden in dieser Einheit angegeben.</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>&amp;Editor command:</source>
        <translation>&amp;Editorbefehl:</translation>
    </message>
    <message>
        <source>Used by Open in Editor in the Source view; {file} and {line} are replaced by the file found on this machine and the line.</source>
        <translation>Wird von „Im Editor öffnen“ in der Quelltextansicht verwendet; {file} und {line} werden durch die auf diesem Rechner gefundene Datei und die Zeile ersetzt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Path mappings for every capture&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pfadzuordnungen für alle Aufzeichnungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Captures record the paths of the machine they were taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. A capture&apos;s own mappings (Path Mappings… in the Source view) are tried first.</source>
        <translation>Aufzeichnungen enthalten die Pfade des Rechners, auf dem sie entstanden. Ordnen Sie einem Ordner dort den Ordner zu, der hier dieselben Dateien enthält; das längste passende Präfix gewinnt. Die eigenen Zuordnungen einer Aufzeichnung (Pfadzuordnungen … in der Quelltextansicht) werden zuerst versucht.</translation>
    </message>
    <message>
        <source>What Capture ▸ Attach… starts with; each capture can still change it.</source>
        <translation>Womit Aufzeichnung ▸ Verbinden … beginnt; jede Aufzeichnung kann es noch ändern.</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>Native &amp;Stacks</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python-Frames</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>Aufzeichnen:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>bis zum Stopp</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>the cache folder (%1)</source>
        <translation>der Cache-Ordner (%1)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>Den Ordner wählen</translation>
    </message>
    <message>
        <source>Capture &amp;folder:</source>
        <translation>Aufzeichnungs&amp;ordner:</translation>
    </message>
    <message>
        <source>Where a live capture is written when the Attach dialog names no file.</source>
        <translation>Wohin eine Live-Aufzeichnung geschrieben wird, wenn der Verbinden-Dialog keine Datei nennt.</translation>
    </message>
    <message>
        <source>Capture Folder</source>
        <translation>Aufzeichnungsordner</translation>
    </message>
</context>
<context>
    <name>faultline::ProblemsWidget</name>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessListModel</name>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>CUDA libraries</source>
        <translation>CUDA-Bibliotheken</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessStatsModel</name>
    <message>
        <source>Stored events of this process, all sources.</source>
        <translation>Gespeicherte Ereignisse dieses Prozesses, alle Quellen.</translation>
    </message>
    <message>
        <source>Stored CUDA runtime and driver calls.</source>
        <translation>Gespeicherte Aufrufe der CUDA-Runtime und des Treibers.</translation>
    </message>
    <message>
        <source>Time its threads spent off CPU (sched_switch intervals).</source>
        <translation>Zeit, die seine Threads nicht auf der CPU liefen (sched_switch-Intervalle).</translation>
    </message>
    <message>
        <source>Times its threads were switched out (stored sched_switch events).</source>
        <translation>Wie oft seine Threads verdrängt wurden (gespeicherte sched_switch-Ereignisse).</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>CUDA calls</source>
        <translation>CUDA-Aufrufe</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 a node or rank of a merged capture (&quot;rank3&quot;), %2 a process or GPU</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::RankHeatMap</name>
    <message>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>wait (ms)</source>
        <translation>Wartezeit (ms)</translation>
    </message>
    <message>
        <source>No collective was matched across the ranks: there are no waits to show.</source>
        <translation>Zwischen den Rängen ließ sich keine kollektive Operation zuordnen: Es gibt keine Wartezeiten anzuzeigen.</translation>
    </message>
    <message>
        <source>%1 · %2 #%3 of group %4</source>
        <translation>%1 · %2 #%3 der Gruppe %4</translation>
    </message>
    <message>
        <source>This rank has no kernel for it.</source>
        <translation>Dieser Rang hat keinen Kernel dafür.</translation>
    </message>
    <message>
        <source>waited %1</source>
        <translation>wartete %1</translation>
    </message>
    <message>
        <source>arrived last: the others waited for it</source>
        <translation>kam als Letzter an: Die anderen warteten auf ihn</translation>
    </message>
    <message>
        <source>last to arrive: %1</source>
        <translation>als Letzter angekommen: %1</translation>
    </message>
    <message>
        <source>no rank arrived noticeably late</source>
        <translation>kein Rang kam merklich zu spät</translation>
    </message>
    <message>
        <source>Click: this collective on the timeline</source>
        <translation>Klick: diese kollektive Operation auf der Zeitachse</translation>
    </message>
    <message>
        <source>%1 · step %2</source>
        <translation>%1 · Schritt %2</translation>
    </message>
    <message>
        <source>%1 · outside the steps</source>
        <translation>%1 · außerhalb der Schritte</translation>
    </message>
    <message>
        <source>waited %1 in %2 collectives</source>
        <translation>wartete %1 in %2 kollektiven Operationen</translation>
    </message>
    <message>
        <source>last to arrive most often: %1 (%2 of %3)</source>
        <translation>am häufigsten als Letzter angekommen: %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Click: the collective it waited longest in, on the timeline</source>
        <translation>Klick: die kollektive Operation, in der er am längsten wartete, auf der Zeitachse</translation>
    </message>
    <message>
        <source>collective, in order of the last arrival</source>
        <translation>kollektive Operation, in Reihenfolge der letzten Ankunft</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>step (waits summed)</source>
        <translation>Schritt (Wartezeiten summiert)</translation>
    </message>
    <message>
        <source>%1 ◀ last</source>
        <translation>%1 ◀ Letzter</translation>
    </message>
</context>
<context>
    <name>faultline::RanksModel</name>
    <message>
        <source>arrived last at %1 of %2 collectives</source>
        <translation>bei %1 von %2 kollektiven Operationen als Letzter angekommen</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a rank&apos;s step time, %2 its difference from the median rank&apos;s (&quot;+1.25 ms&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The straggler: %1; the other ranks waited %2 for it.</source>
        <translation>Der Nachzügler: %1; die anderen Ränge warteten %2 auf ihn.</translation>
    </message>
    <message>
        <source>Median of %1 counted steps; the median rank&apos;s step is %2.</source>
        <translation>Median aus %1 gezählten Schritten; der Schritt des Median-Rangs dauert %2.</translation>
    </message>
    <message>
        <source>GPU busy %1 of %2 (compute kernels %3).</source>
        <translation>GPU ausgelastet: %1 von %2 (Rechenkernels %3).</translation>
    </message>
    <message>
        <source>%1 of its counted steps spent waiting for the last rank to arrive at a collective.</source>
        <translation>%1 seiner gezählten Schritte mit Warten darauf verbracht, dass der letzte Rang bei einer kollektiven Operation ankommt.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU ausgelastet</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Last to arrive</source>
        <translation>Zuletzt angekommen</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>Kollektive Operationen</translation>
    </message>
    <message>
        <source>The host the rank ran on, or its node in the capture.</source>
        <translation>Der Host, auf dem der Rang lief, oder sein Knoten in der Aufzeichnung.</translation>
    </message>
    <message>
        <source>The rank&apos;s median step, warm-up left out; beside it, how far it is from the median rank&apos;s.</source>
        <translation>Der Median-Schritt des Rangs ohne Aufwärmphase; daneben sein Abstand zu dem des Median-Rangs.</translation>
    </message>
    <message>
        <source>Share of the counted steps (or of its GPU span) its GPU was busy.</source>
        <translation>Anteil der gezählten Schritte (oder der Zeitspanne seiner GPU), in dem seine GPU ausgelastet war.</translation>
    </message>
    <message>
        <source>Time in collectives spent waiting for the last rank: its kernels&apos; time beyond the last arrival&apos;s.</source>
        <translation>Zeit in kollektiven Operationen, die mit Warten auf den letzten Rang verging: die Zeit seiner Kernels über die des zuletzt angekommenen hinaus.</translation>
    </message>
    <message>
        <source>Collectives at which this rank arrived last, so that the others waited for it.</source>
        <translation>Kollektive Operationen, bei denen dieser Rang als Letzter ankam, sodass die anderen auf ihn warteten.</translation>
    </message>
    <message>
        <source>Collectives matched across the ranks that this rank took part in.</source>
        <translation>Zwischen den Rängen zugeordnete kollektive Operationen, an denen dieser Rang beteiligt war.</translation>
    </message>
</context>
<context>
    <name>faultline::RanksView</name>
    <message>
        <source>Waits per Step</source>
        <translation>Wartezeiten pro Schritt</translation>
    </message>
    <message>
        <source>A heat map column per step (the waits of its collectives summed) instead of one per collective</source>
        <translation>Eine Heatmap-Spalte pro Schritt (die Wartezeiten seiner kollektiven Operationen summiert) statt einer pro kollektiver Operation</translation>
    </message>
    <message>
        <source>Enter or double-click: this rank on the timeline</source>
        <translation>Enter oder Doppelklick: dieser Rang auf der Zeitachse</translation>
    </message>
    <message>
        <source>Open a capture of a job&apos;s ranks to compare them.</source>
        <translation>Öffnen Sie eine Aufzeichnung der Ränge eines Jobs, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Matching the ranks&apos; collectives…</source>
        <translation>Kollektive Operationen der Ränge werden zugeordnet …</translation>
    </message>
    <message>
        <source>This capture has no GPU work of ranks to compare.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>Diese Aufzeichnung enthält keine GPU-Arbeit von Rängen, die sich vergleichen ließe.

Importieren Sie die Traces der Ränge eines Jobs gemeinsam (faultline import rank0.json rank1.json … -o job.db), um zu sehen, auf welchen Rang die anderen gewartet haben.</translation>
    </message>
    <message>
        <source>This capture has one rank: there is no other to compare it with.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>Diese Aufzeichnung enthält nur einen Rang: Es gibt keinen anderen, mit dem er sich vergleichen ließe.

Importieren Sie die Traces der Ränge eines Jobs gemeinsam (faultline import rank0.json rank1.json … -o job.db), um zu sehen, auf welchen Rang die anderen gewartet haben.</translation>
    </message>
    <message>
        <source>%1 ranks · %2 collectives</source>
        <translation>%1 Ränge · %2 kollektive Operationen</translation>
    </message>
    <message>
        <source>%1 (%2 of the step)</source>
        <extracomment>%1 a duration, %2 its share of the other ranks&apos; step time (&quot;18 %&quot;)</extracomment>
        <translation>%1 (%2 des Schritts)</translation>
    </message>
    <message>
        <source> · straggler: rank %1, last at %2 of %3, others waited %4</source>
        <translation> · Nachzügler: Rang %1, Letzter bei %2 von %3, die anderen warteten %4</translation>
    </message>
    <message>
        <source> · no straggler stands out</source>
        <translation> · kein Nachzügler fällt auf</translation>
    </message>
    <message>
        <source> · %1 collective kernels without a counterpart on every rank</source>
        <translation> · %1 kollektive Kernels ohne Gegenstück auf jedem Rang</translation>
    </message>
    <message>
        <source> · not the ranks of one job: %1</source>
        <extracomment>%1 why the traces are not the ranks of one job (&quot;their world sizes differ (2, 8)&quot;)</extracomment>
        <translation> · nicht die Ränge eines Jobs: %1</translation>
    </message>
</context>
<context>
    <name>faultline::ResultModel</name>
    <message>
        <source>unix-ns timestamps shown as UTC times</source>
        <translation>Unix-ns-Zeitstempel als UTC-Zeiten angezeigt</translation>
    </message>
    <message>
        <source>nanoseconds shown as durations</source>
        <translation>Nanosekunden als Dauern angezeigt</translation>
    </message>
    <message>
        <source>byte counts shown in KiB, MiB, GiB</source>
        <translation>Byteanzahlen in KiB, MiB, GiB angezeigt</translation>
    </message>
    <message>
        <source>source codes shown by name</source>
        <translation>Quellcodes mit Namen angezeigt</translation>
    </message>
    <message>
        <source>op codes shown by name</source>
        <translation>Operationscodes mit Namen angezeigt</translation>
    </message>
    <message>
        <source>event ids</source>
        <translation>Ereignis-IDs</translation>
    </message>
    <message>
        <source>&lt;%1 bytes&gt;</source>
        <translation>&lt;%1 Bytes&gt;</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen …</translation>
    </message>
    <message>
        <source>Double-click a cell to show it on the timeline</source>
        <translation>Doppelklick auf eine Zelle zeigt sie auf der Zeitachse</translation>
    </message>
</context>
<context>
    <name>faultline::ResultTable</name>
    <message>
        <source>Copy as TSV</source>
        <translation>Als TSV kopieren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Als JSON kopieren</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy Cell as Shown</source>
        <translation>Zelle wie angezeigt kopieren</translation>
    </message>
    <message>
        <source>Show on Timeline</source>
        <translation>Auf der Zeitachse zeigen</translation>
    </message>
</context>
<context>
    <name>faultline::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Filter by key or action</source>
        <translation>Nach Taste oder Aktion filtern</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
</context>
<context>
    <name>faultline::SourceView</name>
    <message>
        <source>Path Mappings…</source>
        <translation>Pfadzuordnungen …</translation>
    </message>
    <message>
        <source>Map folders of the traced machine to folders on this one</source>
        <translation>Ordner des verfolgten Rechners Ordnern auf diesem zuordnen</translation>
    </message>
    <message>
        <source>Open in Editor</source>
        <translation>Im Editor öffnen</translation>
    </message>
    <message>
        <source>Click a source line of a chain, a Python frame of an event&apos;s stack or a frame in Stacks to see the code here.</source>
        <translation>Klicken Sie auf eine Quellzeile einer Kette, einen Python-Frame im Stack eines Ereignisses oder einen Frame unter Stacks, um den Code hier zu sehen.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>%1  in  %2</source>
        <translation>%1  in  %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 was not found on this machine.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Tried:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;The capture was taken on another machine: &lt;a href=&quot;mappings&quot;&gt;map its folder&lt;/a&gt; to where the same files are here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 wurde auf diesem Rechner nicht gefunden.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Versucht:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Die Aufzeichnung entstand auf einem anderen Rechner: &lt;a href=&quot;mappings&quot;&gt;ordnen Sie ihren Ordner&lt;/a&gt; dem Ort zu, an dem dieselben Dateien hier liegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 cannot be shown:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 kann nicht angezeigt werden:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Line %1 is past the end of %2 (%3 lines): the file has changed since the capture.</source>
        <translation>Zeile %1 liegt hinter dem Ende von %2 (%3 Zeilen): die Datei hat sich seit der Aufzeichnung geändert.</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Nativ</translation>
    </message>
    <message>
        <source>Custom Command…</source>
        <translation>Eigener Befehl …</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Eigener: %1</translation>
    </message>
    <message>
        <source>Open the file at the line with: %1</source>
        <translation>Die Datei an der Zeile öffnen mit: %1</translation>
    </message>
    <message>
        <source>Editor Command</source>
        <translation>Editorbefehl</translation>
    </message>
    <message>
        <source>Command to open a file at a line; {file} and {line} are replaced:</source>
        <translation>Befehl, um eine Datei an einer Zeile zu öffnen; {file} und {line} werden ersetzt:</translation>
    </message>
    <message>
        <source>The file is not on this machine: set a path mapping first.</source>
        <translation>Die Datei ist nicht auf diesem Rechner: legen Sie zuerst eine Pfadzuordnung an.</translation>
    </message>
    <message>
        <source>The editor command is empty.</source>
        <translation>Der Editorbefehl ist leer.</translation>
    </message>
    <message>
        <source>Could not start “%1”: is it installed and on the PATH? Choose another editor in the menu beside Open in Editor.</source>
        <translation>„%1“ konnte nicht gestartet werden: ist es installiert und im PATH? Wählen Sie im Menü neben „Im Editor öffnen“ einen anderen Editor.</translation>
    </message>
</context>
<context>
    <name>faultline::SqlConsole</name>
    <message>
        <source>Rename Tab</source>
        <translation>Tab umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Nothing selected to copy.</source>
        <translation>Nichts zum Kopieren ausgewählt.</translation>
    </message>
    <message>
        <source>Copied 1 row as %1.</source>
        <translation>1 Zeile als %1 kopiert.</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2.</source>
        <translation>%1 Zeilen als %2 kopiert.</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2; %3 selected rows were not loaded and were left out (Export writes the whole result).</source>
        <translation>%1 Zeilen als %2 kopiert; %3 ausgewählte Zeilen waren nicht geladen und wurden ausgelassen (Exportieren schreibt das ganze Ergebnis).</translation>
    </message>
    <message>
        <source>The timeline was closed before the query lane was ready.</source>
        <translation>Die Zeitachse wurde geschlossen, bevor die Abfragespur fertig war.</translation>
    </message>
    <message>
        <source>Added “%1” to the timeline: %2 intervals in %3.</source>
        <translation>„%1“ zur Zeitachse hinzugefügt: %2 Intervalle in %3.</translation>
    </message>
    <message>
        <source>The result has more rows: only the first %1 are on the lane.</source>
        <translation>Das Ergebnis hat mehr Zeilen: nur die ersten %1 sind auf der Spur.</translation>
    </message>
    <message>
        <source>%1 rows without a timestamp were left out.</source>
        <translation>%1 Zeilen ohne Zeitstempel wurden ausgelassen.</translation>
    </message>
    <message>
        <source>Right-click its name on the timeline to remove it.</source>
        <translation>Rechtsklick auf ihren Namen in der Zeitachse entfernt sie.</translation>
    </message>
    <message>
        <source>The query lane could not be made: %1</source>
        <translation>Die Abfragespur konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Adding to the timeline was cancelled.</source>
        <translation>Das Hinzufügen zur Zeitachse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection (Ctrl+Enter)</source>
        <translation>Die Anweisung unter dem Cursor oder die Auswahl ausführen (Strg+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane (Esc)</source>
        <translation>Laufende Abfrage, Zählung, Export oder Abfragespur stoppen (Esc)</translation>
    </message>
    <message>
        <source>New Tab</source>
        <translation>Neuer Tab</translation>
    </message>
    <message>
        <source>Open a new editor tab (Ctrl+T)</source>
        <translation>Einen neuen Editor-Tab öffnen (Strg+T)</translation>
    </message>
    <message>
        <source>Raw Values</source>
        <translation>Rohwerte</translation>
    </message>
    <message>
        <source>Show the values as stored (nanoseconds, bytes, codes) instead of durations, sizes, times and names</source>
        <translation>Die Werte wie gespeichert zeigen (Nanosekunden, Bytes, Codes) statt Dauern, Größen, Zeiten und Namen</translation>
    </message>
    <message>
        <source>Add to Timeline</source>
        <translation>Zur Zeitachse hinzufügen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <source>Write the whole result to a CSV, TSV, JSON or Markdown file</source>
        <translation>Das ganze Ergebnis in eine CSV-, TSV-, JSON- oder Markdown-Datei schreiben</translation>
    </message>
    <message>
        <source>Snippets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Queries from past investigations, each in a new tab</source>
        <translation>Abfragen aus früheren Untersuchungen, jede in einem neuen Tab</translation>
    </message>
    <message>
        <source>Tables and columns of the capture; double-click to insert a name</source>
        <translation>Tabellen und Spalten der Aufzeichnung; Doppelklick fügt einen Namen ein</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>Statements run, newest first; double-click to open one in a new tab</source>
        <translation>Ausgeführte Anweisungen, die neuesten zuerst; Doppelklick öffnet eine in einem neuen Tab</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>In neuem Tab öffnen</translation>
    </message>
    <message>
        <source>Insert at Cursor</source>
        <translation>Am Cursor einfügen</translation>
    </message>
    <message>
        <source>Remove from History</source>
        <translation>Aus dem Verlauf entfernen</translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>Verlauf leeren</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>The capture cannot be queried: %1</source>
        <translation>Die Aufzeichnung kann nicht abgefragt werden: %1</translation>
    </message>
    <message>
        <source>Ready. Ctrl+Enter runs the statement under the cursor; the Snippets menu has queries to start from.</source>
        <translation>Bereit. Strg+Enter führt die Anweisung unter dem Cursor aus; das Menü Vorlagen enthält Abfragen für den Anfang.</translation>
    </message>
    <message>
        <source>Cancelled while counting: %1 rows loaded.</source>
        <translation>Beim Zählen abgebrochen: %1 Zeilen geladen.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled after %1.</source>
        <translation>Abgebrochen nach %1.</translation>
    </message>
    <message>
        <source>Exported %1 rows to %2 in %3.</source>
        <translation>%1 Zeilen nach %2 exportiert in %3.</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>Abfrage %1</translation>
    </message>
    <message>
        <source>Nothing to run: put the cursor in a statement, or select one.</source>
        <translation>Nichts auszuführen: setzen Sie den Cursor in eine Anweisung oder wählen Sie eine aus.</translation>
    </message>
    <message>
        <source>The selection holds %1 statements; the last one ran.</source>
        <translation>Die Auswahl enthält %1 Anweisungen; die letzte wurde ausgeführt.</translation>
    </message>
    <message>
        <source>Done: the statement returned no columns.</source>
        <translation>Fertig: die Anweisung lieferte keine Spalten.</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source>first page in %1, counted in %2</source>
        <translation>erste Seite in %1, gezählt in %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>sorted by %1, descending</source>
        <translation>sortiert nach %1, absteigend</translation>
    </message>
    <message>
        <source>sorted by %1</source>
        <translation>sortiert nach %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>(line %1, column %2)</source>
        <translation>(Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Tables in this capture: %1</source>
        <translation>Tabellen in dieser Aufzeichnung: %1</translation>
    </message>
    <message>
        <source>Adding to the timeline: %1 rows read… %2</source>
        <translation>Zur Zeitachse hinzufügen: %1 Zeilen gelesen … %2</translation>
    </message>
    <message>
        <source>Exporting %1 rows to %2… %3</source>
        <translation>%1 Zeilen werden nach %2 exportiert … %3</translation>
    </message>
    <message>
        <source>Exporting to %1… %2</source>
        <translation>Export nach %1 … %2</translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation>Läuft … %1</translation>
    </message>
    <message>
        <source>%1 rows so far · first page in %2 · counting… %3</source>
        <translation>%1 Zeilen bisher · erste Seite in %2 · zählt … %3</translation>
    </message>
    <message>
        <source>(Esc cancels)</source>
        <translation>(Esc bricht ab)</translation>
    </message>
    <message>
        <source>Counting cancelled after %1: %2 rows loaded so far.</source>
        <translation>Zählung nach %1 abgebrochen: bisher %2 Zeilen geladen.</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to add results to it</source>
        <translation>Öffnen Sie die Zeitachse der Aufzeichnung, um Ergebnisse hinzuzufügen</translation>
    </message>
    <message>
        <source>Add the rows of this result to the timeline as a lane of intervals (at most %1 rows)</source>
        <translation>Die Zeilen dieses Ergebnisses der Zeitachse als Spur von Intervallen hinzufügen (höchstens %1 Zeilen)</translation>
    </message>
    <message>
        <source>%1: %2 columns</source>
        <translation>%1: %2 Spalten</translation>
    </message>
    <message>
        <source>Run a query first: Export writes its whole result.</source>
        <translation>Führen Sie zuerst eine Abfrage aus: Exportieren schreibt ihr ganzes Ergebnis.</translation>
    </message>
    <message>
        <source>Cannot tell the format from “%1”: name the file .csv, .tsv, .json or .md.</source>
        <translation>Das Format lässt sich aus „%1“ nicht ableiten: benennen Sie die Datei .csv, .tsv, .json oder .md.</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TSV (*.tsv)</source>
        <translation>TSV (*.tsv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>Ergebnis exportieren</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline first.</source>
        <translation>Öffnen Sie zuerst die Zeitachse der Aufzeichnung.</translation>
    </message>
    <message>
        <source>A query lane needs a start column (timestamp, ts or start) and a duration column (duration or dur) in the result.</source>
        <translation>Eine Abfragespur braucht im Ergebnis eine Startspalte (timestamp, ts oder start) und eine Dauerspalte (duration oder dur).</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>Abfrage: %1</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to show rows on it.</source>
        <translation>Öffnen Sie die Zeitachse der Aufzeichnung, um Zeilen darauf zu zeigen.</translation>
    </message>
    <message>
        <source>Event %1 cannot be shown: %2</source>
        <translation>Ereignis %1 kann nicht angezeigt werden: %2</translation>
    </message>
    <message>
        <source>Event %1 is not on the timeline (the loaded trace does not hold it).</source>
        <translation>Ereignis %1 ist nicht auf der Zeitachse (der geladene Trace enthält es nicht).</translation>
    </message>
    <message>
        <source>Event %1 is selected on the timeline.</source>
        <translation>Ereignis %1 ist auf der Zeitachse ausgewählt.</translation>
    </message>
    <message>
        <source>%1 is not a time inside this capture.</source>
        <translation>%1 ist keine Zeit innerhalb dieser Aufzeichnung.</translation>
    </message>
    <message>
        <source>The timeline shows ±1 ms around %1.</source>
        <translation>Die Zeitachse zeigt ±1 ms um %1.</translation>
    </message>
    <message>
        <source>Query 1</source>
        <translation>Abfrage 1</translation>
    </message>
    <message>
        <source>Add to Timeline needs a start column (timestamp, ts or start) and a duration column (duration or dur).</source>
        <translation>„Zur Zeitachse hinzufügen“ braucht eine Startspalte (timestamp, ts oder start) und eine Dauerspalte (duration oder dur).</translation>
    </message>
    <message>
        <source>Run a query first.</source>
        <translation>Führen Sie zuerst eine Abfrage aus.</translation>
    </message>
    <message>
        <source>This result has neither.</source>
        <translation>Dieses Ergebnis hat keine von beiden.</translation>
    </message>
    <message>
        <source>This result has no start column.</source>
        <translation>Dieses Ergebnis hat keine Startspalte.</translation>
    </message>
    <message>
        <source>This result has no duration column.</source>
        <translation>Dieses Ergebnis hat keine Dauerspalte.</translation>
    </message>
    <message>
        <source>Event %1 is selected; double-click it to show it on the timeline.</source>
        <translation>Ereignis %1 ist ausgewählt; ein Doppelklick zeigt es auf der Zeitachse.</translation>
    </message>
</context>
<context>
    <name>faultline::SqlEditor</name>
    <message>
        <source>SELECT … FROM events — Ctrl+Enter runs the statement under the cursor</source>
        <translation>SELECT … FROM events — Strg+Enter führt die Anweisung unter dem Cursor aus</translation>
    </message>
</context>
<context>
    <name>faultline::StackFrames</name>
    <message>
        <source>(no stack recorded)</source>
        <translation>(kein Stack aufgezeichnet)</translation>
    </message>
    <message>
        <source>(unknown function)</source>
        <translation>(unbekannte Funktion)</translation>
    </message>
</context>
<context>
    <name>faultline::StacksView</name>
    <message>
        <source>Order by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Expand a stack to see its frames; click a Python frame to show its source</source>
        <translation>Klappen Sie einen Stack auf, um seine Frames zu sehen; Klick auf einen Python-Frame zeigt seinen Quelltext</translation>
    </message>
    <message numerus="yes">
        <source>Area selection: %n lane(s), %1 from %2</source>
        <translation>
            <numerusform>Bereichsauswahl: %n Spur, %1 ab %2</numerusform>
            <numerusform>Bereichsauswahl: %n Spuren, %1 ab %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chain “%1”: %n lane(s), %2</source>
        <translation>
            <numerusform>Kette „%1“: %n Spur, %2</numerusform>
            <numerusform>Kette „%1“: %n Spuren, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Shift+drag over the timeline, or select a chain, to see the top stacks of that range.</source>
        <translation>Umschalt+Ziehen über die Zeitachse oder eine Kette wählen, um die häufigsten Stacks dieses Bereichs zu sehen.</translation>
    </message>
    <message>
        <source>No capture open.</source>
        <translation>Keine Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <source>(events without a stack)</source>
        <translation>(Ereignisse ohne Stack)</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
Klicken zeigt den Quelltext</translation>
    </message>
    <message>
        <source>(top %1 of %2 stacks)</source>
        <translation>(die ersten %1 von %2 Stacks)</translation>
    </message>
</context>
<context>
    <name>faultline::SummaryView</name>
    <message>
        <source>No capture open</source>
        <translation>Keine Aufzeichnung geöffnet</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db) with File ▸ Open, drop one onto this window, or explore a generated demo of a fragmentation incident.</source>
        <translation>Öffnen Sie eine Faultline- oder Ingero-Aufzeichnung (.db) mit Datei ▸ Öffnen, ziehen Sie eine auf dieses Fenster, oder erkunden Sie eine erzeugte Demo eines Fragmentierungsvorfalls.</translation>
    </message>
    <message>
        <source>Open Capture…</source>
        <translation>Aufzeichnung öffnen …</translation>
    </message>
    <message>
        <source>Open Demo Capture</source>
        <translation>Demo-Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>Erzeuger:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU:</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Sonde:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>OS:</source>
        <translation>Betriebssystem:</translation>
    </message>
    <message>
        <source>CUDA:</source>
        <translation>CUDA:</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Latency per op</source>
        <translation>Latenz pro Operation</translation>
    </message>
    <message>
        <source>&amp;Process:</source>
        <translation>&amp;Prozess:</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <source>Select an op to see its latency distribution</source>
        <translation>Eine Operation auswählen, um ihre Latenzverteilung zu sehen</translation>
    </message>
    <message>
        <source>Computing statistics…</source>
        <translation>Statistik wird berechnet …</translation>
    </message>
    <message>
        <source>%1 · user_version %2</source>
        <translation>%1 · user_version %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This capture has no events.</source>
        <translation>Diese Aufzeichnung enthält keine Ereignisse.</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture</source>
        <translation>Verluste: von dieser Aufzeichnung nicht erfasst</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture (Ingero)</source>
        <translation>Verluste: von dieser Aufzeichnung nicht erfasst (Ingero)</translation>
    </message>
    <message>
        <source>Ingero captures do not count events lost between the kernel and the file, so losses cannot be ruled out.</source>
        <translation>Ingero-Aufzeichnungen zählen keine Ereignisse, die zwischen Kernel und Datei verloren gehen; Verluste sind daher nicht auszuschließen.</translation>
    </message>
    <message>
        <source>All processes combined</source>
        <translation>Alle Prozesse zusammen</translation>
    </message>
    <message>
        <source>Each process</source>
        <translation>Jeder Prozess einzeln</translation>
    </message>
    <message>
        <source>%1 of %2 calls stored (sampled)</source>
        <translation>%1 von %2 Aufrufen gespeichert (Stichprobe)</translation>
    </message>
    <message>
        <source>Drops by source</source>
        <translation>Verluste nach Quelle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent captures&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnete Aufzeichnungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Drops: %3 dropped (seen %1, stored %2)</source>
        <translation>Verluste: %3 verloren (gesehen %1, gespeichert %2)</translation>
    </message>
    <message>
        <source>all processes</source>
        <translation>alle Prozesse</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; latency · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>Latenz von &lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 · cores: %2</source>
        <translation>%1 · Kerne: %2</translation>
    </message>
    <message>
        <source>First of %1 recording sessions in this capture.</source>
        <translation>Erste von %1 Aufnahmesitzungen in dieser Aufzeichnung.</translation>
    </message>
    <message>
        <source>stored calls: %1</source>
        <translation>gespeicherte Aufrufe: %1</translation>
    </message>
    <message>
        <source>%1 is recorded at its entry only: it has no duration to show</source>
        <translation>%1 wird nur beim Eintritt aufgezeichnet: Es hat keine Dauer, die sich zeigen ließe</translation>
    </message>
    <message>
        <source>GPU time over the steps</source>
        <translation>GPU-Zeit über die Schritte</translation>
    </message>
    <message>
        <source>Drops: not recorded by the profiler; %1 events imported</source>
        <translation>Verluste: vom Profiler nicht erfasst; %1 Ereignisse importiert</translation>
    </message>
    <message>
        <source>Profiler traces do not count the events the profiler lost. What the import skipped is listed in the Problems dock.</source>
        <translation>Profiler-Traces zählen die Ereignisse nicht, die der Profiler verloren hat. Was der Import übersprungen hat, steht im Bereich „Probleme“.</translation>
    </message>
</context>
<context>
    <name>faultline::TimeRuler</name>
    <message>
        <source>Drag to select a time range; F zooms to it, Esc clears it</source>
        <translation>Ziehen wählt einen Zeitbereich; F zoomt darauf, Esc hebt ihn auf</translation>
    </message>
    <message>
        <source>%1
%2 since the capture start</source>
        <translation>%1
%2 seit Beginn der Aufzeichnung</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineLegend</name>
    <message>
        <source>Allocation</source>
        <translation>Belegung</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>Synchronisation</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Lifecycle (fork, exec, exit, OOM kill)</source>
        <translation>Lebenszyklus (fork, exec, exit, OOM-Kill)</translation>
    </message>
    <message>
        <source>Off-CPU intervals are coloured by length: one step per decade, from under %1 to %2 and more</source>
        <translation>Off-CPU-Intervalle sind nach Länge gefärbt: eine Stufe pro Zehnerpotenz, von unter %1 bis %2 und mehr</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lang</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>Verdrängt</translation>
    </message>
    <message>
        <source>Preempted: off the CPU while runnable, another task had it (faultline-probe captures)</source>
        <translation>Verdrängt: lauffähig, aber ohne CPU, weil eine andere Task sie hatte (Aufzeichnungen von faultline-probe)</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Communication kernel</source>
        <translation>Kommunikations-Kernel</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineView</name>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous zoom (Alt+Left)</source>
        <translation>Vorheriger Zoom (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>Next zoom (Alt+Right)</source>
        <translation>Nächster Zoom (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Row height</source>
        <translation>Zeilenhöhe</translation>
    </message>
    <message>
        <source>Compact</source>
        <translation>Kompakt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Filter processes</source>
        <translation>Prozesse filtern</translation>
    </message>
    <message>
        <source>Search ops or stacks (Ctrl+F)</source>
        <translation>Operationen oder Stacks suchen (Strg+F)</translation>
    </message>
    <message>
        <source>▲</source>
        <translation>▲</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>▼</source>
        <translation>▼</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Shift+drag over the tracks to total the calls in a time range and a set of rows.</source>
        <translation>Umschalt+Ziehen über die Spuren summiert die Aufrufe in einem Zeitbereich und einer Menge von Zeilen.</translation>
    </message>
    <message>
        <source>The rows changed; Shift+drag again to total a new area.</source>
        <translation>Die Zeilen haben sich geändert; erneut Umschalt+Ziehen, um einen neuen Bereich zu summieren.</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 angezeigt</translation>
    </message>
    <message>
        <source>%1 events in %2 lanes over %3 (%4 to %5)</source>
        <translation>%1 Ereignisse in %2 Spuren über %3 (%4 bis %5)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Show the whole capture (Home, 0)</source>
        <translation>Die ganze Aufzeichnung zeigen (Pos1, 0)</translation>
    </message>
    <message>
        <source>Zoom to the selection or the selected event; everything when nothing is selected (F)</source>
        <translation>Auf die Auswahl oder das gewählte Ereignis zoomen; ohne Auswahl auf alles (F)</translation>
    </message>
    <message>
        <source>Zoom in (W, +, Ctrl+=, Ctrl+wheel)</source>
        <translation>Vergrößern (W, +, Strg+=, Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom out (S, -, Ctrl+-, Ctrl+wheel)</source>
        <translation>Verkleinern (S, -, Strg+-, Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Enter or F3: next match; Shift+Enter or Shift+F3: previous; Esc: back to the tracks</source>
        <translation>Enter oder F3: nächster Treffer; Umschalt+Enter oder Umschalt+F3: vorheriger; Esc: zurück zu den Spuren</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Order, fold and show the ranks&apos; groups</source>
        <translation>Gruppen der Ränge sortieren, einklappen und anzeigen</translation>
    </message>
    <message>
        <source>Order, fold and show the nodes&apos; groups</source>
        <translation>Gruppen der Knoten sortieren, einklappen und anzeigen</translation>
    </message>
    <message>
        <source>Ranks, e.g. 0-3, 7</source>
        <extracomment>The ranks to show: a list of ranks and ranges</extracomment>
        <translation>Ränge, z. B. 0-3, 7</translation>
    </message>
    <message>
        <source>Show only these ranks (a list of ranks and ranges); empty shows all</source>
        <translation>Nur diese Ränge zeigen (eine Liste von Rängen und Bereichen); leer zeigt alle</translation>
    </message>
    <message>
        <source>Order Ranks by Rank</source>
        <translation>Ränge nach Rangnummer sortieren</translation>
    </message>
    <message>
        <source>Order Nodes by Name</source>
        <translation>Knoten nach Namen sortieren</translation>
    </message>
    <message>
        <source>Order Ranks by Lateness</source>
        <translation>Ränge nach Verspätung sortieren</translation>
    </message>
    <message>
        <source>The rank that arrived last at most collectives first; available once the ranks&apos; collectives are analysed</source>
        <translation>Zuerst der Rang, der bei den meisten kollektiven Operationen als Letzter ankam; verfügbar, sobald die kollektiven Operationen der Ränge analysiert sind</translation>
    </message>
    <message>
        <source>Fold All Ranks</source>
        <translation>Alle Ränge einklappen</translation>
    </message>
    <message>
        <source>Fold All Nodes</source>
        <translation>Alle Knoten einklappen</translation>
    </message>
    <message>
        <source>Unfold All Ranks</source>
        <translation>Alle Ränge ausklappen</translation>
    </message>
    <message>
        <source>Unfold All Nodes</source>
        <translation>Alle Knoten ausklappen</translation>
    </message>
    <message>
        <source>Show All Ranks</source>
        <translation>Alle Ränge zeigen</translation>
    </message>
    <message>
        <source>Show All Nodes</source>
        <translation>Alle Knoten zeigen</translation>
    </message>
    <message>
        <source>showing %1 of %2 ranks</source>
        <translation>%1 von %2 Rängen angezeigt</translation>
    </message>
    <message>
        <source>showing %1 of %2 nodes</source>
        <translation>%1 von %2 Knoten angezeigt</translation>
    </message>
</context>
<context>
    <name>faultline::TraceEntryModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Stream</translation>
    </message>
    <message>
        <source>allocated at %1</source>
        <translation>belegt in %1</translation>
    </message>
    <message>
        <source>freed at %1</source>
        <translation>freigegeben in %1</translation>
    </message>
    <message>
        <source>segment mapped at %1</source>
        <translation>Segment gemappt in %1</translation>
    </message>
    <message>
        <source>segment released at %1</source>
        <translation>Segment freigegeben in %1</translation>
    </message>
    <message>
        <source>out of memory at %1</source>
        <translation>Out-of-Memory in %1</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>GPU free: unknown</source>
        <translation>GPU frei: unbekannt</translation>
    </message>
    <message>
        <source>GPU free: %1</source>
        <translation>GPU frei: %1</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImport</name>
    <message>
        <source>Cannot create the folder %1 for the converted capture.</source>
        <translation>Der Ordner %1 für die umgewandelte Aufzeichnung kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot move the converted capture to %1.</source>
        <translation>Die umgewandelte Aufzeichnung kann nicht nach %1 verschoben werden.</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImportPanel</name>
    <message>
        <source>Importing Traces</source>
        <translation>Traces werden importiert</translation>
    </message>
    <message numerus="yes">
        <source>Converting %n trace(s) of one job into a capture, a node each, one per core at a time (the traces are only read)…</source>
        <translation>
            <numerusform>%n Trace eines Jobs wird in eine Aufzeichnung mit einem Knoten umgewandelt (der Trace wird nur gelesen) …</numerusform>
            <numerusform>%n Traces eines Jobs werden in eine Aufzeichnung umgewandelt, jeder als eigener Knoten, gleichzeitig höchstens einer pro Kern (die Traces werden nur gelesen) …</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>wird umgewandelt</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 s</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n trace(s) into one capture…</source>
        <translation>
            <numerusform>%n Trace wird zu einer Aufzeichnung zusammengeführt …</numerusform>
            <numerusform>%n Traces werden zu einer Aufzeichnung zusammengeführt …</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 traces converted…</source>
        <translation>%1 von %2 Traces umgewandelt …</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>faultline::TrackLabels</name>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>(no node)</source>
        <translation>(kein Knoten)</translation>
    </message>
    <message>
        <source>%1 · clock offset %2 ± %3</source>
        <translation>%1 · Uhrversatz %2 ± %3</translation>
    </message>
    <message>
        <source>Unpin “%1”</source>
        <translation>„%1“ lösen</translation>
    </message>
    <message>
        <source>Pin “%1” to the Top</source>
        <translation>„%1“ oben anheften</translation>
    </message>
    <message>
        <source>Remove Query Lane “%1”</source>
        <translation>Abfragespur „%1“ entfernen</translation>
    </message>
    <message>
        <source>Collapse or Expand</source>
        <translation>Ein- oder ausklappen</translation>
    </message>
    <message>
        <source>Collapse All Processes</source>
        <translation>Alle Prozesse einklappen</translation>
    </message>
    <message>
        <source>Expand All Processes</source>
        <translation>Alle Prozesse ausklappen</translation>
    </message>
    <message>
        <source>Click to collapse or expand; right-click to pin</source>
        <translation>Klicken klappt ein oder aus; Rechtsklick heftet an</translation>
    </message>
    <message>
        <source>Rows of an SQL result; right-click to remove or pin</source>
        <translation>Zeilen eines SQL-Ergebnisses; Rechtsklick zum Entfernen oder Anheften</translation>
    </message>
    <message>
        <source>Right-click to pin this row to the top</source>
        <translation>Rechtsklick heftet diese Zeile oben an</translation>
    </message>
    <message numerus="yes">
        <source>%n idle thread(s)</source>
        <translation>
            <numerusform>%n untätiger Thread</numerusform>
            <numerusform>%n untätige Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Only This Rank</source>
        <translation>Nur diesen Rang zeigen</translation>
    </message>
    <message>
        <source>Show Only This Node</source>
        <translation>Nur diesen Knoten zeigen</translation>
    </message>
    <message>
        <source>Hide This Rank</source>
        <translation>Diesen Rang ausblenden</translation>
    </message>
    <message>
        <source>Hide This Node</source>
        <translation>Diesen Knoten ausblenden</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this rank, hide it, order the ranks or pin</source>
        <translation>Klicken klappt ein oder aus; Rechtsklick, um nur diesen Rang zu zeigen, ihn auszublenden, die Ränge zu sortieren oder anzuheften</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this node, hide it, order the nodes or pin</source>
        <translation>Klicken klappt ein oder aus; Rechtsklick, um nur diesen Knoten zu zeigen, ihn auszublenden, die Knoten zu sortieren oder anzuheften</translation>
    </message>
    <message>
        <source>Ranges the profiler recorded; right-click to remove or pin</source>
        <translation>Vom Profiler aufgezeichnete Bereiche; Rechtsklick zum Entfernen oder Anheften</translation>
    </message>
</context>
<context>
    <name>faultline::TrackPainter</name>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Note at %1</source>
        <translation>Notiz bei %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>on chain %1</source>
        <translation>auf Kette %1</translation>
    </message>
    <message>
        <source>on event %1</source>
        <translation>auf Ereignis %1</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>row %1 of the result · %2</source>
        <translation>Zeile %1 des Ergebnisses · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off-CPU&lt;/b&gt; %1&lt;br&gt;from %2</source>
        <translation>&lt;b&gt;Off-CPU&lt;/b&gt; %1&lt;br&gt;ab %2</translation>
    </message>
    <message>
        <source>preempted by pid %1</source>
        <translation>verdrängt von PID %1</translation>
    </message>
    <message>
        <source>preempted by pid %1 (%2)</source>
        <translation>verdrängt von PID %1 (%2)</translation>
    </message>
    <message>
        <source>returned %1</source>
        <translation>lieferte %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 calls&lt;/b&gt; over %2&lt;br&gt;from %3&lt;br&gt;Click to zoom in</source>
        <translation>&lt;b&gt;%1 Aufrufe&lt;/b&gt; über %2&lt;br&gt;ab %3&lt;br&gt;Klicken zoomt hinein</translation>
    </message>
    <message>
        <source>avg %1 · %2</source>
        <extracomment>%1 the average over the view, %2 the label with the maximum (&quot;max 100.0 %&quot;)</extracomment>
        <translation>Ø %1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::WindowDocks</name>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>&amp;Chains</source>
        <translation>&amp;Ketten</translation>
    </message>
    <message>
        <source>Show the causal chains of the capture</source>
        <translation>Die Kausalketten der Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>Show the notes of the capture</source>
        <translation>Die Notizen der Aufzeichnung anzeigen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>faultline::sql::QueryWorker</name>
    <message>
        <source>refused: PRAGMA %1 = %2 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name, %2 the value the statement sets it to</extracomment>
        <translation>Abgelehnt: PRAGMA %1 = %2 — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: PRAGMA %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name</extracomment>
        <translation>Abgelehnt: PRAGMA %1 — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: ATTACH — the SQL console only reads the capture</source>
        <translation>Abgelehnt: ATTACH — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: DETACH — the SQL console only reads the capture</source>
        <translation>Abgelehnt: DETACH — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: UPDATE of %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>Abgelehnt: UPDATE von %1 — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: INSERT into %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>Abgelehnt: INSERT in %1 — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: DELETE from %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>Abgelehnt: DELETE aus %1 — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: a transaction — the SQL console only reads the capture</source>
        <translation>Abgelehnt: eine Transaktion — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: a savepoint — the SQL console only reads the capture</source>
        <translation>Abgelehnt: ein Savepoint — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>refused: a statement that changes the database (action %1) — the SQL console only reads the capture</source>
        <extracomment>%1 is SQLite&apos;s number for the kind of statement</extracomment>
        <translation>Abgelehnt: eine Anweisung, die die Datenbank ändert (Aktion %1) — die SQL-Konsole greift nur lesend auf die Aufzeichnung zu</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>the SQLite driver gives no handle</source>
        <translation>Der SQLite-Treiber liefert kein Handle</translation>
    </message>
    <message>
        <source>the capture is not open</source>
        <translation>Die Aufzeichnung ist nicht geöffnet</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
</TS>
