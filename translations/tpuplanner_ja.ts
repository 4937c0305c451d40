<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>missing required field</source>
        <translation>必須フィールドがありません</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>数値が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>%1 から %2 の範囲である必要がありますが、%3 が指定されました</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>整数が必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>true か false が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>%1 のいずれかが必要ですが、&quot;%2&quot; が指定されました</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>オブジェクトが必要です</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>リストが必要です</translation>
    </message>
    <message>
        <source>lists %1 layers, the model has %2</source>
        <translation>%1 層が列挙されていますが、モデルの層数は %2 です</translation>
    </message>
    <message>
        <source>the planner needs every p-th layer global and the others local; this list has another pattern</source>
        <translation>プランナーでは p 層ごとに 1 層がグローバルで、それ以外がローカルである必要があります。このリストは別のパターンです</translation>
    </message>
    <message>
        <source>expected sliding_attention or full_attention, got &quot;%1&quot;</source>
        <translation>sliding_attention か full_attention が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>only a list of the first layers (0, 1, 2, ...) is supported: the planner keeps leading dense layers, not dense layers in between</source>
        <translation>先頭の層のリスト (0, 1, 2, ...) のみサポートしています: プランナーが扱えるのは先頭に並ぶ密な層だけで、途中の密な層は扱えません</translation>
    </message>
    <message>
        <source>lists more layers than the model has</source>
        <translation>モデルの層数より多くの層が列挙されています</translation>
    </message>
    <message>
        <source>the query/key head has no dimensions</source>
        <translation>クエリ/キーのヘッドの次元が 0 です</translation>
    </message>
    <message>
        <source>only 1 is supported (every layer after first_k_dense_replace is MoE, as in the released DeepSeek configs)</source>
        <translation>1 のみサポートしています (公開されている DeepSeek の設定と同様に、first_k_dense_replace 以降のすべての層が MoE)</translation>
    </message>
    <message>
        <source>the planner needs every n-th layer MoE (interleave_moe_layer_step); this list has another pattern</source>
        <translation>プランナーでは n 層ごとに 1 層が MoE である必要があります (interleave_moe_layer_step)。このリストは別のパターンです</translation>
    </message>
    <message>
        <source>missing required field (the text model of a multimodal config)</source>
        <translation>必須フィールドがありません (マルチモーダル設定のテキストモデル)</translation>
    </message>
    <message>
        <source> (text_config: the text model; the vision tower is left out)</source>
        <translation> (text_config: テキストモデル。ビジョンタワーは除外)</translation>
    </message>
    <message>
        <source>leaves no MoE layer</source>
        <translation>MoE 層が 1 つも残りません</translation>
    </message>
    <message>
        <source>expected full, original_full or block_sparse, got &quot;%1&quot;</source>
        <translation>full、original_full、block_sparse のいずれかが必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>unsupported model type &quot;%1&quot; (supported: %2)</source>
        <translation>サポートされていないモデルタイプ &quot;%1&quot; (サポート対象: %2)</translation>
    </message>
    <message>
        <source>hidden_size %1 is not divisible by %2 heads</source>
        <translation>hidden_size %1 はヘッド数 %2 で割り切れません</translation>
    </message>
    <message>
        <source>%1 key/value heads do not divide %2 query heads</source>
        <translation>キー/バリューヘッド数 %1 はクエリヘッド数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot; (presets: %2)</source>
        <translation>不明なモデルプリセット &quot;%1&quot; (プリセット: %2)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>そのようなファイルはありません</translation>
    </message>
    <message>
        <source>a model configuration</source>
        <translation>モデル設定</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>単一の値が必要です</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>有効な JSON ではありません: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON オブジェクトが必要です</translation>
    </message>
    <message>
        <source>must be between 1 and 1024, got %1</source>
        <translation>1 から 1024 の範囲である必要がありますが、%1 が指定されました</translation>
    </message>
    <message>
        <source>must be between 1 and 65536, got %1</source>
        <translation>1 から 65536 の範囲である必要がありますが、%1 が指定されました</translation>
    </message>
    <message>
        <source>must divide hidden_size %1, got %2</source>
        <translation>hidden_size %1 を割り切る必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>must be between 1 and 4096, got %1</source>
        <translation>1 から 4096 の範囲である必要がありますが、%1 が指定されました</translation>
    </message>
    <message>
        <source>the window and the number of windowed layers must be within the model</source>
        <translation>ウィンドウとウィンドウを使う層の数はモデルの範囲内である必要があります</translation>
    </message>
    <message>
        <source>sizes must be positive</source>
        <translation>サイズは正の値である必要があります</translation>
    </message>
    <message>
        <source>a decoder attends causally to every earlier token: block_sparse is BigBird&apos;s</source>
        <translation>デコーダはそれ以前のすべてのトークンに因果的にアテンションします: block_sparse は BigBird 用です</translation>
    </message>
    <message>
        <source>block-sparse attention needs a positive block size and at least one random block</source>
        <translation>ブロックスパースアテンションには正のブロックサイズと 1 つ以上のランダムブロックが必要です</translation>
    </message>
    <message>
        <source>must be 0 (a dense model) or more, got %1</source>
        <translation>0 (密なモデル) 以上である必要がありますが、%1 が指定されました</translation>
    </message>
    <message>
        <source>experts per token must be between 1 and the number of experts (%1), got %2</source>
        <translation>トークンあたりのエキスパート数は 1 からエキスパート数 (%1) の範囲である必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>a model with experts needs a positive expert width, got %1</source>
        <translation>エキスパートを持つモデルにはエキスパートの幅として正の値が必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>must be 0 (no shared expert) or more, got %1</source>
        <translation>0 (共有エキスパートなし) 以上である必要がありますが、%1 が指定されました</translation>
    </message>
    <message>
        <source>must be between 0 and the %1 layers, got %2</source>
        <translation>0 から層数 %1 の範囲である必要がありますが、%2 が指定されました</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 could not be read; it was kept as %2 and the defaults are used.</source>
        <translation>設定ファイル %1 を読み込めませんでした。%2 として保存し、デフォルトを使用します。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>設定ファイル %1 を読み込めませんでした。デフォルトを使用します。</translation>
    </message>
    <message>
        <source>The saved safety margin &quot;%1&quot; is not a share between 0 and 0.9; 0.1 is used.</source>
        <translation>保存された安全マージン &quot;%1&quot; は 0 から 0.9 の割合ではありません。0.1 を使用します。</translation>
    </message>
    <message>
        <source>The saved number of candidates shown &quot;%1&quot; is not a number from 1 to %2; %3 is used.</source>
        <translation>保存された候補の表示数 &quot;%1&quot; は 1 から %2 の数値ではありません。%3 を使用します。</translation>
    </message>
    <message>
        <source>the last inputs in %1</source>
        <translation>%1 の前回の入力</translation>
    </message>
    <message>
        <source>The last inputs could not be restored (%1); the default plan is used.</source>
        <translation>前回の入力を復元できませんでした (%1)。デフォルトのプランを使用します。</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>文字列である必要があります (%1 ではなく)</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>数値である必要があります (%1 ではなく)</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: a correction that large points to a configuration that does not match the run</source>
        <translation>%1 は %2 から %3 の範囲外です。これほど大きな補正は、設定が実際の実行と一致していないことを示しています</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>不明な日付</translation>
    </message>
    <message>
        <source>Activations × %1 (%2 factor %3 → %4): corrected by user calibration from %5 (%6, %7). The built-in model is unchanged; remove the calibration with tpuplan diagnose --remove-calibration %8.</source>
        <translation>アクティベーション × %1 (%2 の係数 %3 → %4): %5 (%6、%7) のユーザーキャリブレーションによる補正です。組み込みモデルは変更されていません。キャリブレーションを削除するには tpuplan diagnose --remove-calibration %8 を実行します。</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>ある実行</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>ハードウェアの記録なし</translation>
    </message>
    <message>
        <source>The built-in factor was %1 when the calibration was made; it is %2 now.</source>
        <translation>キャリブレーション時の組み込み係数は %1 でしたが、現在は %2 です。</translation>
    </message>
    <message>
        <source>It came from an out-of-memory snapshot, which only bounds the need from below.</source>
        <translation>メモリ不足のスナップショットから得たもので、必要量の下限しか示しません。</translation>
    </message>
    <message>
        <source>a calibration file is a JSON object</source>
        <translation>キャリブレーションファイルは JSON オブジェクトです</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>&quot;%1&quot; ですが、&quot;%2&quot; が必要です</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version %2)</source>
        <translation>バージョン %1 はサポートされていません (このプログラムが読めるのはバージョン %2)</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>リストである必要があります</translation>
    </message>
    <message>
        <source>each correction is an object</source>
        <translation>各補正はオブジェクトです</translation>
    </message>
    <message>
        <source>unknown runtime &quot;%1&quot; (xla, pytorch or tensorflow)</source>
        <translation>不明なランタイム &quot;%1&quot; (xla、pytorch、tensorflow のいずれか)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>空にはできません</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true か false である必要があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>&quot;%1&quot; は日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>書き込めません: %1</translation>
    </message>
    <message>
        <source>a calibration file</source>
        <translation>キャリブレーションファイル</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>built-in catalog file is missing</source>
        <translation>組み込みカタログファイルがありません</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot; (add it under sources:)</source>
        <translation>不明なソース &quot;%1&quot; (sources: の下に追加してください)</translation>
    </message>
    <message>
        <source>the name is already used by a TPU slice</source>
        <translation>この名前はすでに TPU スライスで使われています</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>不明な世代 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a %1 slice must be named %2N</source>
        <translation>%1 のスライスは %2N という名前である必要があります</translation>
    </message>
    <message>
        <source>%1 counts TensorCores in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1 は名前で TensorCore 数を数えます (チップあたり %2): %3 は %2 の倍数ではありません</translation>
    </message>
    <message>
        <source>%1 counts %2 in its name, so %3 has %4 chips, not %5</source>
        <translation>%1 は名前で %2 を数えるため、%3 のチップ数は %5 ではなく %4 です</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>TensorCores</source>
        <translation>TensorCore</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; for this unit</source>
        <translation>この単位に対する不明なハードウェア &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown host VM &quot;%1&quot;</source>
        <translation>不明なホスト VM &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>カタログファイル</translation>
    </message>
    <message>
        <source>%1 counts devices in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1 は名前でデバイス数を数えます (チップあたり %2): %3 は %2 の倍数ではありません</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>TensorCore</source>
        <translation>TensorCore</translation>
    </message>
    <message>
        <source>core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>チップ</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>List TPU generations, slices, GPUs and prices with their sources.</source>
        <translation>TPU 世代、スライス、GPU、価格をその出典とともに一覧表示します。</translation>
    </message>
    <message>
        <source>Only prices in this region.</source>
        <translation>このリージョンの価格のみ。</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot; (known: %2)</source>
        <translation>不明な世代 &quot;%1&quot; (既知の世代: %2)</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot; (regions: %2)</source>
        <translation>リージョン &quot;%1&quot; に価格がありません (リージョン: %2)</translation>
    </message>
    <message>
        <source>Catalog %1 (prices older than %2 months are marked STALE)</source>
        <translation>カタログ %1 (%2 か月より古い価格には STALE と表示)</translation>
    </message>
    <message>
        <source>%1: %2 GiB HBM per device, %3 device(s) per chip, %4 bf16 TFLOPS per chip [%5, %6]</source>
        <translation>%1: デバイスあたり HBM %2 GiB、チップあたり %3 デバイス、チップあたり bf16 %4 TFLOPS [%5、%6]</translation>
    </message>
    <message>
        <source>%1 chips, %2 cores, %3 devices</source>
        <translation>%1 チップ、%2 コア、%3 デバイス</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU (比較用)</translation>
    </message>
    <message>
        <source>%1, %2 GB [%3]</source>
        <translation>%1、%2 GB [%3]</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n か月前</numerusform>
        </translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>STALE</translation>
    </message>
    <message>
        <source>Only this TPU generation (v2, v3, v4, v5e, v5p, v6e, tpu7x).</source>
        <translation>この TPU 世代のみ (v2、v3、v4、v5e、v5p、v6e、tpu7x)。</translation>
    </message>
    <message>
        <source>usable per device: %1 GiB (%2, %3)</source>
        <translation>デバイスあたりの使用可能量: %1 GiB (%2、%3)</translation>
    </message>
    <message>
        <source>not supported: %1</source>
        <translation>サポート対象外: %1</translation>
    </message>
    <message>
        <source>topology %1</source>
        <translation>トポロジ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n ホスト</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation>カタログファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>the catalog file changed since the import was previewed; preview the import again</source>
        <translation>インポートのプレビュー後にカタログファイルが変更されました。もう一度インポートをプレビューしてください</translation>
    </message>
    <message>
        <source>this is the built-in catalog; import into your own catalog file (see --user-catalog)</source>
        <translation>これは組み込みカタログです。自分のカタログファイルにインポートしてください (--user-catalog を参照)</translation>
    </message>
</context>
<context>
    <name>CatalogImportCommand</name>
    <message>
        <source>per chip</source>
        <translation>チップあたり</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>GPU あたり</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>スライスあたり</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3  %4 (%5%)</source>
        <translation>%1 -&gt; %2 %3  %4 (%5%)</translation>
    </message>
    <message>
        <source>  OLDER: imported price is of %1, the current one of %2</source>
        <translation>  古い価格: インポートした価格は %1 時点、現在の価格は %2 時点のものです</translation>
    </message>
    <message>
        <source>%1 %2 (imported %3)</source>
        <translation>%1 %2 (%3 にインポート)</translation>
    </message>
    <message>
        <source>Import prices from a public price catalog (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog file, and show what changes.</source>
        <translation>公開されている価格カタログ (SkyPilot の GCP vms.csv、gpuhunt の tpu_pricing.json) から価格をカタログファイルにインポートし、変更点を表示します。</translation>
    </message>
    <message>
        <source>The price file to import.</source>
        <translation>インポートする価格ファイル。</translation>
    </message>
    <message>
        <source>The file&apos;s format, skypilot or gpuhunt (default: detected from the content), and/or the output format, text or json; give it twice to set both.</source>
        <translation>ファイルの形式 (skypilot か gpuhunt、デフォルトは内容から検出) と出力形式 (text か json) のどちらか、または両方。両方を設定するには 2 回指定します。</translation>
    </message>
    <message>
        <source>The date of the prices, YYYY-MM-DD (default: the file&apos;s modification date).</source>
        <translation>価格の日付、YYYY-MM-DD (デフォルト: ファイルの更新日)。</translation>
    </message>
    <message>
        <source>Show what would change; write nothing.</source>
        <translation>変更内容を表示するだけで、何も書き込みません。</translation>
    </message>
    <message>
        <source>The catalog file to update (default: %1).</source>
        <translation>更新するカタログファイル (デフォルト: %1)。</translation>
    </message>
    <message>
        <source>The pricing model of SkyPilot&apos;s SpotPrice column: spot (default) or preemptible.</source>
        <translation>SkyPilot の SpotPrice 列の料金モデル: spot (デフォルト) または preemptible。</translation>
    </message>
    <message>
        <source>give the price file to import (tpuplan catalog import FILE)</source>
        <translation>インポートする価格ファイルを指定してください (tpuplan catalog import FILE)</translation>
    </message>
    <message>
        <source>--format gives the file&apos;s format twice</source>
        <translation>--format でファイルの形式が 2 回指定されています</translation>
    </message>
    <message>
        <source>--format gives the output format twice</source>
        <translation>--format で出力形式が 2 回指定されています</translation>
    </message>
    <message>
        <source>--format must be skypilot, gpuhunt, auto, text or json, got &quot;%1&quot;</source>
        <translation>--format は skypilot、gpuhunt、auto、text、json のいずれかである必要がありますが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>--as-of must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>--as-of は YYYY-MM-DD 形式の日付である必要がありますが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>--user-catalog must name a file</source>
        <translation>--user-catalog にはファイルを指定する必要があります</translation>
    </message>
    <message>
        <source>Importing %1 (%2)</source>
        <translation>%1 (%2) をインポート中</translation>
    </message>
    <message>
        <source>rows read: %1, prices mapped: %2, not imported: %3, warnings: %4</source>
        <translation>読み込んだ行: %1、対応付けた価格: %2、インポートしなかったもの: %3、警告: %4</translation>
    </message>
    <message>
        <source>prices as of %1 (the file&apos;s modification date; give --as-of for the date of its content)</source>
        <translation>%1 時点の価格 (ファイルの更新日。内容の日付を指定するには --as-of を使用)</translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation>%1 時点の価格</translation>
    </message>
    <message>
        <source>source %1, imported on %2</source>
        <translation>ソース %1、%2 にインポート</translation>
    </message>
    <message>
        <source>user catalog %1</source>
        <translation>ユーザーカタログ %1</translation>
    </message>
    <message>
        <source>Changed prices (%1):</source>
        <translation>変更された価格 (%1):</translation>
    </message>
    <message>
        <source>New prices (%1):</source>
        <translation>新しい価格 (%1):</translation>
    </message>
    <message>
        <source>Gone (%1): imported from %2 before, no longer in it; removed from your catalog:</source>
        <translation>削除 (%1): 以前 %2 からインポートしたが、現在は含まれていないため、カタログから削除します:</translation>
    </message>
    <message>
        <source>Unchanged prices: %1 (%2 of them now cite this import)</source>
        <translation>変更のない価格: %1 (うち %2 件は今回のインポートを出典とします)</translation>
    </message>
    <message>
        <source>Unchanged prices: %1</source>
        <translation>変更のない価格: %1</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>変更はありません。</translation>
    </message>
    <message>
        <source>Not mapped to the catalog (%1):</source>
        <translation>カタログに対応付けられなかったもの (%1):</translation>
    </message>
    <message>
        <source>Rejected (%1):</source>
        <translation>除外 (%1):</translation>
    </message>
    <message>
        <source>Warnings (%1):</source>
        <translation>警告 (%1):</translation>
    </message>
    <message>
        <source>... and %1 more %2 rows (--format json lists them all)</source>
        <translation>... ほか %2 の行 %1 件 (--format json ですべて表示)</translation>
    </message>
    <message>
        <source>dry run: nothing written</source>
        <translation>ドライラン: 何も書き込んでいません</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 を書き込みました</translation>
    </message>
    <message>
        <source>nothing to write: %1 is up to date</source>
        <translation>書き込むものはありません: %1 は最新です</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>expected a list of entries</source>
        <translation>エントリのリストが必要です</translation>
    </message>
    <message>
        <source>expected a mapping of source keys</source>
        <translation>ソースキーのマッピングが必要です</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>%1 GiB per device × %2 devices exceeds the %3 GiB of the chip</source>
        <translation>デバイスあたり %1 GiB × %2 デバイスがチップの %3 GiB を超えています</translation>
    </message>
    <message>
        <source>the reservation is not smaller than the device&apos;s memory</source>
        <translation>予約領域がデバイスのメモリ以上です</translation>
    </message>
    <message>
        <source>expected slice, chip or gpu, got &quot;%1&quot;</source>
        <translation>slice、chip、gpu のいずれかが必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>a price of 0 is only valid for the colab-free pricing model</source>
        <translation>価格 0 が有効なのは colab-free 料金モデルだけです</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar or flex-start)</source>
        <translation>不明な料金モデル &quot;%1&quot; (on-demand、preemptible、spot、1-year、3-year、colab-free、calendar、flex-start のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>expected confirmed, secondary or unconfirmed, got &quot;%1&quot;</source>
        <translation>confirmed、secondary、unconfirmed のいずれかが必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>expected &quot;cores&quot;, &quot;chips&quot; or &quot;devices&quot;, got &quot;%1&quot;</source>
        <translation>&quot;cores&quot;、&quot;chips&quot;、&quot;devices&quot; のいずれかが必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>unknown framework &quot;%1&quot; (expected tensorflow, pytorch or jax)</source>
        <translation>不明なフレームワーク &quot;%1&quot; (tensorflow、pytorch、jax のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>the usable memory exceeds the %1 GiB per device by more than 1 %</source>
        <translation>使用可能メモリがデバイスあたりの %1 GiB を 1% より大きく上回っています</translation>
    </message>
</context>
<context>
    <name>CatalogSources</name>
    <message>
        <source>The catalog file %1 no longer exists; the built-in catalog is used.</source>
        <translation>カタログファイル %1 は存在しなくなりました。組み込みカタログを使用します。</translation>
    </message>
    <message>
        <source>Your catalog file has an error:
%1
It was not used; the built-in catalog is used instead.</source>
        <translation>カタログファイルにエラーがあります:
%1
このファイルは使用せず、代わりに組み込みカタログを使用します。</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation>引用符で囲まれたフィールドが閉じられていません (&quot; がありません)</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>閉じ引用符の後に予期しないテキストがあります</translation>
    </message>
</context>
<context>
    <name>DiagnoseCommand</name>
    <message>
        <source>%1: activations × %2%3, %4, %5 — %6</source>
        <translation>%1: アクティベーション × %2%3、%4、%5 — %6</translation>
    </message>
    <message>
        <source> (at least)</source>
        <translation> (下限)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>ハードウェアの記録なし</translation>
    </message>
    <message>
        <source>no calibration &quot;%1&quot; in %2 (tpuplan diagnose --list-calibrations shows them)</source>
        <translation>%2 にキャリブレーション &quot;%1&quot; はありません (tpuplan diagnose --list-calibrations で一覧を表示)</translation>
    </message>
    <message>
        <source>Removed the calibration %1 from %2; the built-in model applies again.</source>
        <translation>%2 からキャリブレーション %1 を削除しました。組み込みモデルが再び適用されます。</translation>
    </message>
    <message>
        <source>No calibrations in %1.</source>
        <translation>%1 にキャリブレーションはありません。</translation>
    </message>
    <message>
        <source>Calibrations in %1:</source>
        <translation>%1 のキャリブレーション:</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;標準入力&gt;</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>読み込めません</translation>
    </message>
    <message>
        <source>more than %1 MiB: paste the error and the lines around it, not the whole log</source>
        <translation>%1 MiB を超えています: ログ全体ではなく、エラーとその前後の行を貼り付けてください</translation>
    </message>
    <message>
        <source>Read an out-of-memory error (or a measured peak), compare it with the estimate, and list the smallest changes that fit.</source>
        <translation>メモリ不足エラー (または測定したピーク) を読み取って推定と比較し、収まる最小の変更を一覧表示します。</translation>
    </message>
    <message>
        <source>Instead of --error-file: the peak memory of one device in a run that worked, GiB, as nvidia-smi shows it (on a TPU include the runtime&apos;s reservation).</source>
        <translation>--error-file の代わりに: 正常に動作した実行での 1 デバイスのピークメモリ (GiB、nvidia-smi の表示どおり。TPU ではランタイムの予約領域を含める)。</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (default 1).</source>
        <translation>実行の勾配累積ステップ数 (デフォルト 1)。</translation>
    </message>
    <message>
        <source>Price the fixes at on-demand, preemptible, spot, 1-year, 3-year or colab-free (default on-demand).</source>
        <translation>対策の価格に使う料金モデル: on-demand、preemptible、spot、1-year、3-year、colab-free (デフォルト on-demand)。</translation>
    </message>
    <message>
        <source>Price the fixes in this region (default: the cheapest).</source>
        <translation>対策の価格に使うリージョン (デフォルト: 最も安いリージョン)。</translation>
    </message>
    <message>
        <source>Time and cost of each fix for this many steps (default 1000).</source>
        <translation>各対策の時間とコストを計算するステップ数 (デフォルト 1000)。</translation>
    </message>
    <message>
        <source>How many fixes to print (0 = all; default 8).</source>
        <translation>表示する対策の数 (0 = すべて、デフォルト 8)。</translation>
    </message>
    <message>
        <source>Evaluate the fixes with the built-in model, not with the correction the observation implies.</source>
        <translation>観測値が示す補正ではなく、組み込みモデルで対策を評価します。</translation>
    </message>
    <message>
        <source>Store the correction for this runtime and model family in the calibration file.</source>
        <translation>このランタイムとモデルファミリーの補正をキャリブレーションファイルに保存します。</translation>
    </message>
    <message>
        <source>The calibration file (default %1).</source>
        <translation>キャリブレーションファイル (デフォルト %1)。</translation>
    </message>
    <message>
        <source>List the stored calibrations and exit.</source>
        <translation>保存済みのキャリブレーションを一覧表示して終了します。</translation>
    </message>
    <message>
        <source>Remove a stored calibration, e.g. xla/big_bird, and exit.</source>
        <translation>保存済みのキャリブレーション (例: xla/big_bird) を削除して終了します。</translation>
    </message>
    <message>
        <source>give exactly one of --error-file and --measured-peak-gib</source>
        <translation>--error-file と --measured-peak-gib のどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>diagnose needs --hardware (a catalog slice or GPU), not --device-memory-gib: the fixes are priced and compared on catalog hardware</source>
        <translation>diagnose には --device-memory-gib ではなく --hardware (カタログのスライスまたは GPU) が必要です: 対策はカタログのハードウェアで価格を付けて比較します</translation>
    </message>
    <message>
        <source>--hardware is required</source>
        <translation>--hardware は必須です</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>不明な料金モデル &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU id)</source>
        <translation>不明なハードウェア &quot;%1&quot; (v2-8、v3-32、v5litepod-8 などのスライス、または GPU の ID)</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>リージョン &quot;%1&quot; に価格がありません</translation>
    </message>
    <message>
        <source>A stored calibration exists for %1 (not applied here, where the built-in model is compared with the observation): %2</source>
        <translation>%1 の保存済みキャリブレーションがあります (ここでは組み込みモデルを観測値と比較するため適用しません): %2</translation>
    </message>
    <message>
        <source>no calibration stored: %1</source>
        <translation>保存済みのキャリブレーションはありません: %1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 in %2: activations × %3 (%4 factor %5 → %6). It applies only where a calibration file is used (tpuplan estimate --calibration-file %2); remove it with tpuplan diagnose --remove-calibration %1.</source>
        <translation>%1 の補正を %2 に保存しました: アクティベーション × %3 (%4 の係数 %5 → %6)。これはキャリブレーションファイルを使う場合にのみ適用されます (tpuplan estimate --calibration-file %2)。削除するには tpuplan diagnose --remove-calibration %1 を実行します。</translation>
    </message>
    <message>
        <source>%1: no out-of-memory message was recognised</source>
        <translation>%1: メモリ不足のメッセージが認識されませんでした</translation>
    </message>
    <message>
        <source>To keep this correction for %1 (shown wherever it is applied, removable), run the same command with --calibrate.</source>
        <translation>%1 のこの補正を保存するには (適用される箇所では常に表示され、削除も可能です)、同じコマンドを --calibrate 付きで実行してください。</translation>
    </message>
    <message>
        <source>The pasted error: XLA (TensorFlow, JAX, PyTorch/XLA) or CUDA (PyTorch); - reads stdin. Also the compiler&apos;s figure: JAX compiled.memory_analysis() or MaxText train_compile.py output.</source>
        <translation>貼り付けたエラー: XLA (TensorFlow、JAX、PyTorch/XLA) または CUDA (PyTorch)。- で標準入力から読み込みます。コンパイラの数値 (JAX の compiled.memory_analysis() または MaxText の train_compile.py の出力) も使えます。</translation>
    </message>
    <message>
        <source>--%1 takes %2, got &quot;%3&quot;</source>
        <translation>--%1 には %2 を指定する必要がありますが、&quot;%3&quot; が指定されました</translation>
    </message>
    <message>
        <source>--devices is for a job of GPUs: a TPU slice has its devices (--slices joins slices)</source>
        <translation>--devices は GPU のジョブ用です: TPU スライスのデバイス数は決まっています (スライスの結合は --slices)</translation>
    </message>
    <message>
        <source>--slices is for TPU slices: a job of GPUs grows with --devices</source>
        <translation>--slices は TPU スライス用です: GPU のジョブは --devices で拡張します</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message numerus="yes">
        <source>  %n other line(s) (traceback, log) are not part of the message.</source>
        <translation>
            <numerusform>  ほかの %n 行 (トレースバック、ログ) はメッセージの一部ではありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more.</source>
        <translation>
            <numerusform>  … ほか %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>モーメンタム付き SGD</translation>
    </message>
    <message>
        <source>No gradient checkpointing</source>
        <translation>勾配チェックポイントなし</translation>
    </message>
    <message>
        <source>Full gradient checkpointing</source>
        <translation>全層の勾配チェックポイント</translation>
    </message>
    <message>
        <source>Gradient checkpointing every %1 layers</source>
        <translation>%1 層ごとの勾配チェックポイント</translation>
    </message>
    <message>
        <source>Selective checkpointing (attention recomputed)</source>
        <translation>選択的な勾配チェックポイント (アテンションを再計算)</translation>
    </message>
    <message>
        <source>%1, %2 tokens, batch %3 per %4%5, %6, %7, checkpointing %8, runtime %9</source>
        <translation>%1、%2 トークン、%4あたりバッチ %3%5、%6、%7、勾配チェックポイント %8、ランタイム %9</translation>
    </message>
    <message>
        <source> × %1 accumulation steps</source>
        <translation> × 累積ステップ %1</translation>
    </message>
    <message>
        <source>There is no observed figure to compare with, so no correction.</source>
        <translation>比較できる観測値がないため、補正しません。</translation>
    </message>
    <message>
        <source>This configuration has no activations to correct.</source>
        <translation>この構成には補正するアクティベーションがありません。</translation>
    </message>
    <message>
        <source>The observation (%1) is not even above what the configuration needs besides activations (%2: model states and runtime overhead). It probably comes from another configuration: check the model, the head, the batch and the sequence length.</source>
        <translation>観測値 (%1) が、この構成でアクティベーション以外に必要な量 (%2: モデルの状態とランタイムのオーバーヘッド) を上回っていません。おそらく別の構成によるものです。モデル、ヘッド、バッチ、シーケンス長を確認してください。</translation>
    </message>
    <message>
        <source>The observation only bounds the need from below (at least %1), and the estimate (%2) is already above that bound: the two agree, and the bound cannot correct the estimate.</source>
        <translation>観測値は必要量の下限 (少なくとも %1) しか示しておらず、推定値 (%2) はすでにその下限を上回っています。両者は矛盾せず、この下限で推定値を補正することはできません。</translation>
    </message>
    <message>
        <source>To need at least %1, activations must be at least %2 instead of the estimated %3: × %4 or more (the %5 activation factor %6 → at least %7).</source>
        <translation>必要量が少なくとも %1 になるには、アクティベーションが推定の %3 ではなく少なくとも %2 である必要があります: × %4 以上 (%5 のアクティベーション係数 %6 → 少なくとも %7)。</translation>
    </message>
    <message>
        <source>To need %1, activations must be %2 instead of the estimated %3: × %4 (the %5 activation factor %6 → %7).</source>
        <translation>必要量が %1 になるには、アクティベーションが推定の %3 ではなく %2 である必要があります: × %4 (%5 のアクティベーション係数 %6 → %7)。</translation>
    </message>
    <message>
        <source>The model states (%1) and the runtime overhead (%2) are exact arithmetic, so the whole difference is put on the activations.</source>
        <translation>モデルの状態 (%1) とランタイムのオーバーヘッド (%2) は正確な計算値なので、差はすべてアクティベーションに割り当てます。</translation>
    </message>
    <message>
        <source>A correction this far from 1 (outside %1 to %2) usually means that the configuration given is not the one that ran; it is not offered for calibration and the fixes use the built-in model.</source>
        <translation>補正値が 1 からこれほど離れている (%1 から %2 の範囲外) 場合、指定した構成が実際に実行したものと異なることがほとんどです。キャリブレーションには使用せず、対策は組み込みモデルで評価します。</translation>
    </message>
    <message>
        <source>tpuplan: --checkpointing %1</source>
        <translation>tpuplan: --checkpointing %1</translation>
    </message>
    <message>
        <source>TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird), or tf.recompute_grad around each encoder layer</source>
        <translation>TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird)、または各エンコーダ層を tf.recompute_grad で囲む</translation>
    </message>
    <message>
        <source>JAX/Flax: wrap the encoder layer in nn.remat (jax.checkpoint)</source>
        <translation>JAX/Flax: エンコーダ層を nn.remat (jax.checkpoint) でラップする</translation>
    </message>
    <message>
        <source>PyTorch: model.gradient_checkpointing_enable() (Hugging Face; --gradient_checkpointing in the Trainer), or torch.utils.checkpoint around each layer</source>
        <translation>PyTorch: model.gradient_checkpointing_enable() (Hugging Face、Trainer では --gradient_checkpointing)、または各層を torch.utils.checkpoint で囲む</translation>
    </message>
    <message>
        <source>Checkpoint the input of every %1th layer and recompute the %1 layers after it in the backward pass</source>
        <translation>%1 層ごとにその入力をチェックポイントとして保持し、逆伝播でその後の %1 層を再計算する</translation>
    </message>
    <message>
        <source>JAX: jax.checkpoint with policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable</source>
        <translation>JAX: policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable を指定した jax.checkpoint</translation>
    </message>
    <message>
        <source>Recompute only the attention core (scores, softmax, dropout) in the backward pass</source>
        <translation>逆伝播ではアテンションの中核部分 (スコア、softmax、dropout) だけを再計算する</translation>
    </message>
    <message>
        <source>tpuplan: --batch %1</source>
        <translation>tpuplan: --batch %1</translation>
    </message>
    <message>
        <source>Hugging Face Trainer: --per_device_train_batch_size %1 --gradient_accumulation_steps %2</source>
        <translation>Hugging Face Trainer: --per_device_train_batch_size %1 --gradient_accumulation_steps %2</translation>
    </message>
    <message>
        <source>optax: optax.MultiSteps(optimizer, every_k_schedule=%1)</source>
        <translation>optax: optax.MultiSteps(optimizer, every_k_schedule=%1)</translation>
    </message>
    <message>
        <source>Keras 3: gradient_accumulation_steps=%1 on the optimizer; TF 2 Keras needs a custom train_step</source>
        <translation>Keras 3: オプティマイザに gradient_accumulation_steps=%1 を指定。TF 2 の Keras ではカスタム train_step が必要</translation>
    </message>
    <message>
        <source>tpuplan: --precision %1</source>
        <translation>tpuplan: --precision %1</translation>
    </message>
    <message>
        <source>Keras: tf.keras.mixed_precision.set_global_policy(&quot;mixed_bfloat16&quot;)</source>
        <translation>Keras: tf.keras.mixed_precision.set_global_policy(&quot;mixed_bfloat16&quot;)</translation>
    </message>
    <message>
        <source>Flax: dtype=jnp.bfloat16 for the modules, parameters kept in float32</source>
        <translation>Flax: モジュールに dtype=jnp.bfloat16 を指定し、パラメータは float32 のまま保持</translation>
    </message>
    <message>
        <source>PyTorch/XLA: torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch/XLA: torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --bf16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch: --bf16 (Hugging Face Trainer) または torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --fp16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.float16) with a GradScaler</source>
        <translation>PyTorch: --fp16 (Hugging Face Trainer) または GradScaler と torch.autocast(&quot;cuda&quot;, dtype=torch.float16)</translation>
    </message>
    <message>
        <source>tpuplan: --optimizer %1</source>
        <translation>tpuplan: --optimizer %1</translation>
    </message>
    <message>
        <source>Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 or later)</source>
        <translation>Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 以降)</translation>
    </message>
    <message>
        <source>optax.adafactor</source>
        <translation>optax.adafactor</translation>
    </message>
    <message>
        <source>Hugging Face: --optim adafactor (transformers.Adafactor)</source>
        <translation>Hugging Face: --optim adafactor (transformers.Adafactor)</translation>
    </message>
    <message>
        <source>%1 → SGD: tf.keras.optimizers.SGD, optax.sgd or torch.optim.SGD; re-tune the learning rate</source>
        <translation>%1 → SGD: tf.keras.optimizers.SGD、optax.sgd または torch.optim.SGD。学習率を再調整してください</translation>
    </message>
    <message>
        <source>gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3</source>
        <translation>gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation>RUNTIME</translation>
    </message>
    <message>
        <source>A machine with one %1</source>
        <translation>%1 を 1 基搭載したマシン</translation>
    </message>
    <message>
        <source>tpuplan: --hardware %1 --batch %2</source>
        <translation>tpuplan: --hardware %1 --batch %2</translation>
    </message>
    <message>
        <source>Only each layer&apos;s input is kept; the backward pass recomputes one layer at a time.</source>
        <translation>各層の入力だけを保持し、逆伝播では 1 層ずつ再計算します。</translation>
    </message>
    <message>
        <source>The input of every %1th layer is kept; the backward pass recomputes %1 layers at a time.</source>
        <translation>%1 層ごとに入力を保持し、逆伝播では %1 層ずつ再計算します。</translation>
    </message>
    <message>
        <source>The attention scores and softmax are recomputed instead of stored; the rest of each layer is kept.</source>
        <translation>アテンションのスコアと softmax は保存せずに再計算し、各層のそれ以外の部分は保持します。</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation steps</source>
        <translation>%2あたりバッチ %1 × 累積ステップ %3</translation>
    </message>
    <message>
        <source>The global batch stays %1 sequences per optimizer step (%2 per %3 × %4 accumulation steps%5); the training code must accumulate gradients%6.</source>
        <translation>グローバルバッチはオプティマイザのステップあたり %1 シーケンスのままです (%3あたり %2 × 累積ステップ %4%5)。トレーニングコードで勾配を累積する必要があります%6。</translation>
    </message>
    <message>
        <source> × %1 devices</source>
        <translation> × %1 デバイス</translation>
    </message>
    <message>
        <source>, which keeps an fp32 accumulator of %1</source>
        <translation>（fp32 の累積バッファ %1 を保持します）</translation>
    </message>
    <message>
        <source>bf16 mixed precision</source>
        <translation>bf16 混合精度</translation>
    </message>
    <message>
        <source>fp16 mixed precision</source>
        <translation>fp16 混合精度</translation>
    </message>
    <message>
        <source>Activations are kept in 16 bits; the master weights, gradients and optimizer states stay fp32. Check that the loss still converges.</source>
        <translation>アクティベーションは 16 ビットで保持し、マスター重み、勾配、オプティマイザの状態は fp32 のままです。損失が引き続き収束することを確認してください。</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%2 ではなく %1</translation>
    </message>
    <message>
        <source>Optimizer states fall from %1 to %2; another optimizer changes the training dynamics, so re-tune the learning rate.</source>
        <translation>オプティマイザの状態は %1 から %2 に減ります。オプティマイザを変えるとトレーニングの挙動が変わるため、学習率を再調整してください。</translation>
    </message>
    <message>
        <source>%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.</source>
        <translation>%1 は%3あたり %2 です。同じグローバルバッチ %4 では、各%3はステップあたり %5 シーケンスをトレーニングします。</translation>
    </message>
    <message>
        <source>%1 of %2 per %3, %4 free (%5 usable with the %6 % safety margin).</source>
        <translation>%3あたり %2 のうち %1、空き %4 (安全マージン %6% で使用可能なのは %5)。</translation>
    </message>
    <message>
        <source>Activations %1 → %2.</source>
        <translation>アクティベーション %1 → %2。</translation>
    </message>
    <message>
        <source>Each step takes about as long as now</source>
        <translation>1 ステップの所要時間は現在とほぼ同じです</translation>
    </message>
    <message>
        <source>Each step takes %1 % %2 than now</source>
        <translation>1 ステップの所要時間は現在より %1% %2なります</translation>
    </message>
    <message>
        <source>longer</source>
        <translation>長く</translation>
    </message>
    <message>
        <source>less</source>
        <translation>短く</translation>
    </message>
    <message>
        <source>: %1 and %2 for %3 steps (%4, %5, %6).</source>
        <translation>: %3 ステップで %1、%2 (%4、%5、%6)。</translation>
    </message>
    <message>
        <source>: %1 for %2 steps (no %3 price for %4 in the catalog).</source>
        <translation>: %2 ステップで %1 (カタログに %4 の %3 価格がありません)。</translation>
    </message>
    <message>
        <source>reservation %1</source>
        <translation>予約領域 %1</translation>
    </message>
    <message>
        <source>program %1</source>
        <translation>プログラム %1</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>引数 %1</translation>
    </message>
    <message>
        <source>arguments of unknown size</source>
        <translation>サイズ不明の引数</translation>
    </message>
    <message>
        <source>the message&apos;s total usage, %1 (%2)</source>
        <translation>メッセージに記載された合計使用量 %1 (%2)</translation>
    </message>
    <message>
        <source>; the arguments (weights and optimizer states passed into the step) were not counted, so the step needs at least this</source>
        <translation>; 引数 (ステップに渡される重みとオプティマイザの状態) は計上されていないため、ステップには少なくともこの量が必要です</translation>
    </message>
    <message>
        <source>used %1 + the %2 the runtime reserves at the top of memory (the message&apos;s capacity %3 is net of it)</source>
        <translation>使用量 %1 + ランタイムがメモリ上端に予約する %2 (メッセージの容量 %3 はこれを差し引いた値)</translation>
    </message>
    <message>
        <source>(not printed)</source>
        <translation>(出力なし)</translation>
    </message>
    <message>
        <source>used %1 (the capacity %2 is the whole device, so &quot;used&quot; includes the reservation)</source>
        <translation>使用量 %1 (容量 %2 はデバイス全体なので、「使用量」には予約領域が含まれます)</translation>
    </message>
    <message>
        <source>capacity %1 + exceeded %2%3</source>
        <translation>容量 %1 + 超過量 %2%3</translation>
    </message>
    <message>
        <source> + reservation %1</source>
        <translation> + 予約領域 %1</translation>
    </message>
    <message>
        <source>the device&apos;s %1 − %2 free + the %3 it tried to allocate (at least: the step may need more later)</source>
        <translation>デバイスの %1 − 空き %2 + 割り当てようとした %3 (下限値: ステップは後でさらに必要とする可能性があります)</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch が予約済み</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch が割り当て済み</translation>
    </message>
    <message>
        <source>the CUDA context (%1, catalog)</source>
        <translation>CUDA コンテキスト (%1、カタログ)</translation>
    </message>
    <message>
        <source>%1 in use outside PyTorch&apos;s allocator</source>
        <translation>PyTorch のアロケータ外で使用中の %1</translation>
    </message>
    <message>
        <source>%1 %2 + %3 it tried to allocate + %4 (at least: the error is a snapshot)</source>
        <translation>%2 %1 + 割り当てようとした %3 + %4 (下限値: エラーは一時点のスナップショットです)</translation>
    </message>
    <message>
        <source>an unknown size</source>
        <translation>不明なサイズ</translation>
    </message>
    <message>
        <source>%1 in use by TensorFlow&apos;s allocator + %2 requested + the CUDA context %3 (at least)</source>
        <translation>TensorFlow のアロケータが使用中の %1 + 要求された %2 + CUDA コンテキスト %3 (下限値)</translation>
    </message>
    <message>
        <source>the message states no usable figures; running out of memory means the step needed more than the device&apos;s %1</source>
        <translation>メッセージに使える数値がありません。メモリ不足になったということは、ステップがデバイスの %1 を超える量を必要としたということです</translation>
    </message>
    <message>
        <source>no out-of-memory message was recognised</source>
        <translation>メモリ不足のメッセージが認識されませんでした</translation>
    </message>
    <message>
        <source>The message is from XLA on a TPU, but %1 is a GPU: check the hardware.</source>
        <translation>メッセージは TPU 上の XLA からのものですが、%1 は GPU です: ハードウェアを確認してください。</translation>
    </message>
    <message>
        <source>The message is from a GPU, but %1 is a TPU: check the hardware.</source>
        <translation>メッセージは GPU からのものですが、%1 は TPU です: ハードウェアを確認してください。</translation>
    </message>
    <message>
        <source>The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the fixes are for %3).</source>
        <translation>メッセージは %1 のデバイスからのものですが、%3 の%2は 1 つあたり %4 です: ハードウェアを確認してください (対策は %3 向けです)。</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>不明なハードウェア &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the %2 devices of %3</source>
        <translation>グローバルバッチ %1 は %3 の %2 デバイスで均等に分割できません</translation>
    </message>
    <message>
        <source>the measured peak, %1</source>
        <translation>測定されたピーク %1</translation>
    </message>
    <message>
        <source>a measured peak of %1 per %2 on %3</source>
        <translation>%3 での %2あたりの測定ピーク %1</translation>
    </message>
    <message>
        <source>an out-of-memory message (%1) on %2: %3%4 per %5</source>
        <translation>%2 でのメモリ不足のメッセージ (%1): %5あたり %3%4</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>少なくとも </translation>
    </message>
    <message>
        <source> against an estimate of %1 (%2)</source>
        <translation> に対し推定値は %1 (%2)</translation>
    </message>
    <message>
        <source>The text holds no out-of-memory message that could be read: the estimate and the fixes below use the built-in model only.</source>
        <translation>テキストに読み取り可能なメモリ不足のメッセージがありません: 以下の推定と対策は組み込みモデルのみを使用しています。</translation>
    </message>
    <message>
        <source>The listed allocations carry %1 of padding to the TPU&apos;s 8 × 128 tiles, which the model does not count; the correction absorbs it for this configuration only.</source>
        <translation>一覧の割り当てには TPU の 8 × 128 タイルへのパディングが %1 含まれており、モデルはこれを計上しません。補正はこの構成に限ってこれを吸収します。</translation>
    </message>
    <message>
        <source>must be from 0 to 0.9</source>
        <translation>0 から 0.9 の範囲である必要があります</translation>
    </message>
    <message>
        <source>used %1 at its peak</source>
        <translation>ピーク時に %1 を使用しました</translation>
    </message>
    <message>
        <source>needed at least %1</source>
        <translation>少なくとも %1 を必要としました</translation>
    </message>
    <message>
        <source>needed %1</source>
        <translation>%1 を必要としました</translation>
    </message>
    <message>
        <source>The estimate for this configuration is %1 per %2; the run %3 (%4). The observation is %5 (%6 %) against the estimate.</source>
        <translation>この構成の推定値は %2あたり %1 です。実行は %3 (%4)。観測値は推定に対して %5 (%6%) です。</translation>
    </message>
    <message>
        <source>The estimate said this fits, with %1 to spare: it was too optimistic for this run.</source>
        <translation>推定では %1 の余裕をもって収まるはずでしたが、この実行に対しては楽観的すぎました。</translation>
    </message>
    <message>
        <source>The estimate agrees that it does not fit: %1 over the %2 of one %3.</source>
        <translation>推定でも収まらないという結果です: %3 1 つの %2 を %1 超えています。</translation>
    </message>
    <message>
        <source>The estimate said this does not fit, but it ran: the estimate is too pessimistic here.</source>
        <translation>推定では収まらないはずでしたが、実行できました: ここでは推定が悲観的すぎます。</translation>
    </message>
    <message>
        <source>The estimate agrees that it fits.</source>
        <translation>推定でも収まるという結果です。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the correction this observation implies: activation factor %1 instead of %2.</source>
        <translation>対策は、この観測値が示す補正 (アクティベーション係数 %2 の代わりに %1) で評価しています。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with activation factor %1, the least this observation allows (%2 built in).</source>
        <translation>対策は、この観測値で許される最小のアクティベーション係数 %1 (組み込みは %2) で評価しています。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the built-in %1 profile (activation factor %2).</source>
        <translation>対策は、組み込みの %1 プロファイル (アクティベーション係数 %2) で評価しています。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the stored user calibration (activation factor %1).</source>
        <translation>対策は、保存済みのユーザーキャリブレーション (アクティベーション係数 %1) で評価しています。</translation>
    </message>
    <message>
        <source>This configuration fits (%1 of the %2 usable per %3 with the %4 % safety margin): no change is needed.</source>
        <translation>この構成は収まります (安全マージン %4% で %3あたり使用可能な %2 のうち %1): 変更は不要です。</translation>
    </message>
    <message>
        <source>The run ran out of memory, but by the model this configuration fits (%1 of the %2 usable per %3). Either the inputs do not describe the run that failed (model, head, batch, sequence length, precision), or memory went to something the model does not count (fragmentation, another process, a second copy of the weights). Each change below lowers the peak.</source>
        <translation>実行はメモリ不足になりましたが、モデル上はこの構成は収まります (%3あたり使用可能な %2 のうち %1)。入力が失敗した実行 (モデル、ヘッド、バッチ、シーケンス長、精度) を表していないか、モデルが計上しないもの (断片化、別のプロセス、重みの 2 つ目のコピー) にメモリが使われたかのどちらかです。以下の変更はいずれもピークを下げます。</translation>
    </message>
    <message>
        <source>No change tried fits with the %1 % safety margin: neither checkpointing, a smaller batch per %2 with accumulation, mixed precision, another optimizer, nor larger hardware at the same global batch of %3. Try a shorter sequence or a smaller model.</source>
        <translation>安全マージン %1% で収まる変更はありませんでした: 勾配チェックポイント、累積を使った %2あたりのバッチ縮小、混合精度、別のオプティマイザ、同じグローバルバッチ %3 でのより大きなハードウェアのいずれも収まりません。シーケンスを短くするか、小さなモデルを試してください。</translation>
    </message>
    <message>
        <source>What the message says (%1; %2):</source>
        <translation>メッセージの内容 (%1、%2):</translation>
    </message>
    <message>
        <source>What the text says:</source>
        <translation>テキストの内容:</translation>
    </message>
    <message>
        <source>  Stated: %1</source>
        <translation>  記載値: %1</translation>
    </message>
    <message>
        <source>  Not understood, as pasted:</source>
        <translation>  解釈できなかった部分 (貼り付けたまま):</translation>
    </message>
    <message>
        <source>Estimate vs observation: %1 on %2 (one %3)</source>
        <translation>推定と観測の比較: %2 上の %1 (%3 1 つあたり)</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3</source>
        <translation>状態 %1 + アクティベーション %2 + ランタイムのオーバーヘッド %3</translation>
    </message>
    <message>
        <source>observed ≥</source>
        <translation>観測 ≥</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>観測</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Smallest changes that fit (%1 % safety margin), smallest first; now %2 for %3 steps:</source>
        <translation>収まる最小の変更 (安全マージン %1%)、小さい順。現在は %3 ステップで %2:</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis (%1) on %2: %3 per %4 with the runtime&apos;s reservation</source>
        <translation>%2 でのコンパイラのメモリ解析 (%1): ランタイムの予約領域を含めて %4あたり %3</translation>
    </message>
    <message>
        <source>What ran out is %1, which the memory model does not estimate: the observation corrects nothing.</source>
        <translation>不足したのは %1 で、これはメモリモデルが推定しないものです: この観測値では何も補正しません。</translation>
    </message>
    <message>
        <source>%1 ran out, not the %2 of HBM the estimate is about (%3 estimated): a smaller batch, checkpointing or more chips do not help. The advice below is what does.</source>
        <translation>不足したのは %1 で、推定の対象である HBM の %2 (推定値 %3) ではありません: バッチの縮小、勾配チェックポイント、チップの追加は役に立ちません。効果があるのは以下のアドバイスです。</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory (%1 estimated of %2): the changes to the configuration below the advice are not searched.</source>
        <translation>アクセラレータのメモリではなく、ホストの RAM が不足しました (推定値は %2 のうち %1): アドバイスの後に通常示す構成の変更は探索しません。</translation>
    </message>
    <message>
        <source>was planned by the compiler at %1</source>
        <translation>コンパイラによって %1 と計画されました</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure fits the %1 of one %2, but the estimate says it does not: the estimate is too pessimistic here.</source>
        <translation>コンパイラの数値は %2 1 つの %1 に収まりますが、推定では収まりません: ここでは推定が悲観的すぎます。</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure is above the %1 of one %2, but the estimate says it fits: the estimate is too optimistic here.</source>
        <translation>コンパイラの数値は %2 1 つの %1 を超えていますが、推定では収まります: ここでは推定が楽観的すぎます。</translation>
    </message>
    <message>
        <source>A shorter maximum sequence length</source>
        <translation>より短い最大シーケンス長</translation>
    </message>
    <message>
        <source>Tables a kernel keeps on chip (the page or block indices of paged attention) grow with the longest sequence the step is compiled for, %1 tokens here; halving it halves them. A vLLM server on a TPU that fails at 16k and starts at 8k is this case.</source>
        <translation>カーネルがチップ上に保持するテーブル (paged attention のページやブロックのインデックス) は、ステップのコンパイル対象となる最長のシーケンス (ここでは %1 トークン) に比例して大きくなり、これを半分にするとテーブルも半分になります。TPU 上の vLLM サーバーが 16k では失敗し 8k では起動する場合がこれに当たります。</translation>
    </message>
    <message>
        <source>tpuplan: --seq-len %1</source>
        <translation>tpuplan: --seq-len %1</translation>
    </message>
    <message>
        <source>vLLM: --max-model-len; MaxText: max_target_length; Hugging Face: max_length / model_max_length</source>
        <translation>vLLM: --max-model-len、MaxText: max_target_length、Hugging Face: max_length / model_max_length</translation>
    </message>
    <message>
        <source>Smaller kernel block sizes</source>
        <translation>より小さなカーネルのブロックサイズ</translation>
    </message>
    <message>
        <source>A Pallas kernel (flash, splash or paged attention, a fused matmul) keeps its blocks of queries, keys and values in on-chip memory: smaller blocks need less of it, at some cost in speed. The batch and the number of chips do not change this memory.</source>
        <translation>Pallas カーネル (flash、splash、paged attention、融合行列積) は、クエリ、キー、バリューのブロックをオンチップメモリに保持します: ブロックを小さくすると必要量は減りますが、速度は多少落ちます。バッチやチップ数はこのメモリに影響しません。</translation>
    </message>
    <message>
        <source>JAX Pallas flash attention: smaller BlockSizes (block_q, block_k_major, block_k)</source>
        <translation>JAX Pallas の flash attention: BlockSizes (block_q、block_k_major、block_k) を小さくする</translation>
    </message>
    <message>
        <source>MaxText splash attention: smaller sa_block_q, sa_block_kv, sa_block_kv_compute</source>
        <translation>MaxText の splash attention: sa_block_q、sa_block_kv、sa_block_kv_compute を小さくする</translation>
    </message>
    <message>
        <source>Paged attention: fewer pages per compute block (pages_per_compute_block)</source>
        <translation>Paged attention: 計算ブロックあたりのページ数 (pages_per_compute_block) を減らす</translation>
    </message>
    <message>
        <source>Or let the kernel use more of the core&apos;s VMEM: vmem_limit_bytes in the Pallas kernel&apos;s compiler parameters, or LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (at most the core&apos;s VMEM)</source>
        <translation>またはカーネルがコアの VMEM をより多く使えるようにする: Pallas カーネルのコンパイラパラメータの vmem_limit_bytes、または LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (最大でコアの VMEM まで)</translation>
    </message>
    <message>
        <source>A different attention kernel</source>
        <translation>別のアテンションカーネル</translation>
    </message>
    <message>
        <source>The plain (XLA) attention needs no on-chip blocks but keeps the attention scores in HBM; another Pallas kernel has other block limits. Check the estimate&apos;s HBM figure before switching.</source>
        <translation>通常の (XLA の) アテンションはオンチップのブロックを必要としませんが、アテンションスコアを HBM に保持します。別の Pallas カーネルには別のブロックの制限があります。切り替える前に推定の HBM の数値を確認してください。</translation>
    </message>
    <message>
        <source>MaxText: attention=dot_product instead of flash</source>
        <translation>MaxText: flash の代わりに attention=dot_product</translation>
    </message>
    <message>
        <source>PyTorch/XLA: plain scaled dot-product attention instead of the Pallas flash attention</source>
        <translation>PyTorch/XLA: Pallas の flash attention の代わりに通常の scaled dot-product attention</translation>
    </message>
    <message>
        <source>vLLM: another attention backend, or a newer release with retuned kernel blocks</source>
        <translation>vLLM: 別のアテンションバックエンド、またはカーネルのブロックを再調整した新しいリリース</translation>
    </message>
    <message>
        <source>Less on the host, or a host with more RAM</source>
        <translation>ホスト上の使用量を減らすか、RAM の多いホストにする</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory: the data pipeline, a checkpoint loaded whole, or state offloaded to the host. A smaller batch or more chips do not help.</source>
        <translation>アクセラレータのメモリではなく、ホストの RAM が不足しました: データパイプライン、丸ごと読み込んだチェックポイント、またはホストにオフロードした状態が原因です。バッチの縮小やチップの追加は役に立ちません。</translation>
    </message>
    <message>
        <source>Fewer data-loader workers or a smaller shuffle buffer</source>
        <translation>データローダーのワーカー数を減らすか、シャッフルバッファを小さくする</translation>
    </message>
    <message>
        <source>Load the checkpoint sharded or straight onto the device (Hugging Face: low_cpu_mem_usage=True)</source>
        <translation>チェックポイントをシャード単位で、またはデバイスに直接読み込む (Hugging Face: low_cpu_mem_usage=True)</translation>
    </message>
    <message>
        <source>Less optimizer or activation offload to the host</source>
        <translation>オプティマイザやアクティベーションのホストへのオフロードを減らす</translation>
    </message>
    <message>
        <source>Check the shapes in the step</source>
        <translation>ステップ内の形状を確認する</translation>
    </message>
    <message>
        <source>XLA&apos;s estimate, %1, is %2 times the %3 available: no batch size or slice explains that. A dimension taken from the wrong axis or an unintended broadcast multiplied a tensor out.</source>
        <translation>XLA の推定値 %1 は、利用可能な %3 の %2 倍です: これはバッチサイズやスライスでは説明できません。誤った軸から取った次元か、意図しないブロードキャストによってテンソルが膨れ上がっています。</translation>
    </message>
    <message>
        <source>jax.eval_shape on the step shows every shape without running it</source>
        <translation>ステップに jax.eval_shape を使うと、実行せずにすべての形状を表示できます</translation>
    </message>
    <message>
        <source>XLA_FLAGS=--xla_dump_to=DIR writes the HLO with its shapes</source>
        <translation>XLA_FLAGS=--xla_dump_to=DIR で形状付きの HLO を書き出せます</translation>
    </message>
    <message>
        <source>Free the GPU</source>
        <translation>GPU を空ける</translation>
    </message>
    <message>
        <source>Other processes hold %1 of the GPU&apos;s %2: that memory was never available to this run, and no change to the model or the batch gets it back.</source>
        <translation>他のプロセスが GPU の %2 のうち %1 を保持しています: このメモリはこの実行では最初から使えず、モデルやバッチを変更しても取り戻せません。</translation>
    </message>
    <message>
        <source>nvidia-smi lists the processes on each GPU and their memory</source>
        <translation>nvidia-smi で各 GPU 上のプロセスとそのメモリを一覧表示できます</translation>
    </message>
    <message>
        <source>Stop the other process (an earlier run, a notebook kernel still alive), or pick a free GPU with CUDA_VISIBLE_DEVICES</source>
        <translation>他のプロセス (以前の実行、動作中のままのノートブックカーネル) を停止するか、CUDA_VISIBLE_DEVICES で空いている GPU を選ぶ</translation>
    </message>
    <message>
        <source>Let PyTorch&apos;s allocator defragment</source>
        <translation>PyTorch のアロケータに断片化を解消させる</translation>
    </message>
    <message>
        <source>PyTorch held %1 reserved but unallocated, enough for the %2 it asked for, but not in one piece.</source>
        <translation>PyTorch は予約済みで未割り当ての %1 を保持しており、要求した %2 には十分でしたが、連続した領域ではありませんでした。</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (older PyTorch)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (古い PyTorch)</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>コンパイラ</translation>
    </message>
    <message>
        <source>ran out of</source>
        <translation>不足</translation>
    </message>
    <message>
        <source>What to change first, for the memory that ran out (%1):</source>
        <translation>不足したメモリ (%1) に対して最初に変更すべきこと:</translation>
    </message>
    <message>
        <source>MaxText remat policy %1</source>
        <translation>MaxText の remat ポリシー %1</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=%1</source>
        <translation>MaxText: remat_policy=%1</translation>
    </message>
    <message>
        <source>Each layer&apos;s input and the outputs of some of its matmuls are kept; the rest is recomputed in the backward pass.</source>
        <translation>各層の入力と一部の行列積の出力を保持し、残りは逆伝播で再計算します。</translation>
    </message>
    <message>
        <source>%1 capacity %2 + exceeded by %3</source>
        <translation>%1 の容量 %2 + 超過量 %3</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 の使用量 %2</translation>
    </message>
    <message>
        <source>(on-chip memory of one TPU core; the estimate&apos;s HBM figures do not apply)</source>
        <translation>(TPU コア 1 つのオンチップメモリ。推定の HBM の数値は当てはまりません)</translation>
    </message>
    <message>
        <source>XLA&apos;s early estimate %1 + the %2 the runtime reserves (the %3 available is net of it)</source>
        <translation>XLA の初期推定値 %1 + ランタイムが予約する %2 (利用可能な %3 はこれを差し引いた値)</translation>
    </message>
    <message>
        <source>; only the breakdown was pasted, which XLA prints as &quot;at least&quot;</source>
        <translation>; 内訳だけが貼り付けられており、XLA はこれを &quot;at least&quot; (下限値) として出力します</translation>
    </message>
    <message>
        <source>%1 of the host&apos;s RAM (at least; the accelerator&apos;s memory is not what ran out)</source>
        <translation>ホストの RAM %1 (下限値。不足したのはアクセラレータのメモリではありません)</translation>
    </message>
    <message>
        <source>the host&apos;s RAM ran out; the message states no figure</source>
        <translation>ホストの RAM が不足しました。メッセージに数値の記載はありません</translation>
    </message>
    <message>
        <source>the compiler&apos;s %1 + %2 the runtime keeps outside the program (%3)</source>
        <translation>コンパイラの %1 + ランタイムがプログラム外に保持する %2 (%3)</translation>
    </message>
    <message>
        <source>the XLA reservation, catalog</source>
        <translation>XLA の予約領域、カタログ</translation>
    </message>
    <message>
        <source>the CUDA context, catalog</source>
        <translation>CUDA コンテキスト、カタログ</translation>
    </message>
    <message>
        <source>the message states no usable figures</source>
        <translation>メッセージに使える数値がありません</translation>
    </message>
    <message>
        <source>, sharding %1 (%2), offload %3</source>
        <translation>、シャーディング %1 (%2)、オフロード %3</translation>
    </message>
    <message>
        <source>The allocation that failed is the whole model gathered at once, which the estimate (one layer gathered at a time) does not count: the observation corrects nothing.</source>
        <translation>失敗した割り当てはモデル全体を一度に集約したもので、推定 (一度に 1 層ずつ集約) には含まれません: この観測では何も補正されません。</translation>
    </message>
    <message>
        <source>%1 (%2) %3%4</source>
        <translation>%1 (%2) %3%4</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>、収まる</translation>
    </message>
    <message>
        <source>, does not fit</source>
        <translation>、収まらない</translation>
    </message>
    <message>
        <source>Per %1 on %2, with everything else as the run was: %3 (%4 usable).</source>
        <translation>%2 で、ほかはすべて実行時のままとした場合の%1あたり: %3 (使用可能 %4)。</translation>
    </message>
    <message>
        <source>The allocation that failed, %1, is the size of the whole model&apos;s weights (%2 for %3 parameters in %4), not of the %5 one layer at a time gathers under FSDP: the model was gathered as one unit, which is what PyTorch FSDP does without an auto_wrap_policy. Gathered whole, this configuration needs about %6 per %7; with each layer wrapped the estimate is %8.</source>
        <translation>失敗した割り当て %1 はモデル全体の重みのサイズ (%4 で %3 パラメータ分の %2) であり、FSDP で一度に 1 層ずつ集約する %5 ではありません: モデルが 1 つのユニットとして集約されました。これは auto_wrap_policy なしの PyTorch FSDP の動作です。全体を集約すると、この構成には%7あたり約 %6 が必要です。各層をラップした場合の推定は %8 です。</translation>
    </message>
    <message>
        <source>16 bits</source>
        <translation>16 ビット</translation>
    </message>
    <message>
        <source>With each decoder layer wrapped as its own FSDP unit this configuration fits (%1 of the %2 usable per %3): wrapping is the fix; the changes below assume it.</source>
        <translation>各デコーダ層をそれぞれ FSDP ユニットとしてラップすると、この構成は収まります (%3あたり使用可能な %2 のうち %1): ラップが対策です。以下の変更はラップを前提としています。</translation>
    </message>
    <message>
        <source>Even with each decoder layer wrapped as its own FSDP unit this configuration needs %1 of the %2 usable per %3: wrap the layers and make one of the changes below, which assume it.</source>
        <translation>各デコーダ層をそれぞれ FSDP ユニットとしてラップしても、この構成には%3あたり使用可能な %2 のうち %1 が必要です: 層をラップしたうえで、以下の変更のいずれかを行ってください (ラップが前提です)。</translation>
    </message>
    <message>
        <source>Host offload (%1) would fit the device, but it puts %2 on each host, more than its %3 of RAM: it is not listed.</source>
        <translation>ホストオフロード (%1) ならデバイスには収まりますが、各ホストに %2 を置くことになり、その RAM %3 を超えるため一覧にありません。</translation>
    </message>
    <message>
        <source>Wrap each decoder layer as its own FSDP unit</source>
        <translation>各デコーダ層をそれぞれ FSDP ユニットとしてラップする</translation>
    </message>
    <message>
        <source>The failed allocation, %1, is the whole model&apos;s weights (%2): without an auto_wrap_policy FSDP makes the root module the only unit and gathers every weight at once before the forward. With each decoder layer wrapped, one layer is gathered at a time (%3 with the next one prefetched) and the step needs about %4 per %5 instead of %6.</source>
        <translation>失敗した割り当て %1 はモデル全体の重み (%2) です: auto_wrap_policy がないと FSDP はルートモジュールを唯一のユニットとし、順伝播の前にすべての重みを一度に集約します。各デコーダ層をラップすると一度に 1 層ずつ集約され (次の層をプリフェッチして %3)、ステップに必要な量は%5あたり %6 ではなく約 %4 になります。</translation>
    </message>
    <message>
        <source>PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</source>
        <translation>PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</translation>
    </message>
    <message>
        <source>PyTorch FSDP2: fully_shard(layer) for each decoder layer, then fully_shard(model)</source>
        <translation>PyTorch FSDP2: 各デコーダ層に fully_shard(layer)、その後 fully_shard(model)</translation>
    </message>
    <message>
        <source>Hugging Face Trainer: --fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1; Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</source>
        <translation>Hugging Face Trainer: --fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1; Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</translation>
    </message>
    <message>
        <source>JAX: give every weight a sharding over the fsdp axis; a weight left replicated is gathered whole on every device</source>
        <translation>JAX: すべての重みに fsdp 軸上のシャーディングを指定する。複製のままの重みは各デバイスで全体が集約される</translation>
    </message>
    <message>
        <source>sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>%1 (%2), offload %3</source>
        <translation>%1 (%2)、オフロード %3</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3 + gathered weights and buffers %4</source>
        <translation>状態 %1 + アクティベーション %2 + ランタイムのオーバーヘッド %3 + 集約した重みとバッファ %4</translation>
    </message>
    <message>
        <source>tpuplan: %1</source>
        <translation>tpuplan: %1</translation>
    </message>
    <message>
        <source>PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD with auto_wrap_policy=transformer_auto_wrap_policy (each decoder layer its own unit); Hugging Face: --fsdp &quot;full_shard auto_wrap&quot;; DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</source>
        <translation>PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD と auto_wrap_policy=transformer_auto_wrap_policy (各デコーダ層を個別のユニットに); Hugging Face: --fsdp &quot;full_shard auto_wrap&quot;; DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</translation>
    </message>
    <message>
        <source>MaxText: ici_fsdp_parallelism=%1 (the rest of the slice on ici_data_parallelism)</source>
        <translation>MaxText: ici_fsdp_parallelism=%1 (スライスの残りは ici_data_parallelism)</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 2}; PyTorch FSDP: sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</source>
        <translation>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 2}; PyTorch FSDP: sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states and the gradients over the %1 devices of the data axis (a NamedSharding on them); the weights stay replicated</source>
        <translation>JAX: オプティマイザの状態と勾配をデータ軸の %1 デバイスにシャードする (それらに対する NamedSharding)。重みは複製のまま</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 1}; PyTorch: torch.distributed.optim.ZeroRedundancyOptimizer</source>
        <translation>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 1}; PyTorch: torch.distributed.optim.ZeroRedundancyOptimizer</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states over the %1 devices of the data axis (a NamedSharding on them); the weights and gradients stay replicated</source>
        <translation>JAX: オプティマイザの状態をデータ軸の %1 デバイスにシャードする (それらに対する NamedSharding)。重みと勾配は複製のまま</translation>
    </message>
    <message>
        <source>torchrun --nproc_per_node %1 (or as many GPUs over several nodes)</source>
        <translation>torchrun --nproc_per_node %1 (または複数ノードにわたる同数の GPU)</translation>
    </message>
    <message>
        <source>tpuplan: --offload %1</source>
        <translation>tpuplan: --offload %1</translation>
    </message>
    <message>
        <source>MaxText: optimizer_memory_host_offload=True</source>
        <translation>MaxText: optimizer_memory_host_offload=True</translation>
    </message>
    <message>
        <source>MaxText: parameter_memory_host_offload=True</source>
        <translation>MaxText: parameter_memory_host_offload=True</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom with decoder_layer_input=offload (and the projections it saves)</source>
        <translation>MaxText: remat_policy=custom と decoder_layer_input=offload (およびそれが保存する射影)</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;} (Adam runs on the CPU)</source>
        <translation>DeepSpeed: &quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;} (Adam は CPU で実行)</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3: &quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}; PyTorch FSDP: cpu_offload=CPUOffload(offload_params=True)</source>
        <translation>DeepSpeed ZeRO-3: &quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}; PyTorch FSDP: cpu_offload=CPUOffload(offload_params=True)</translation>
    </message>
    <message>
        <source>PyTorch: with torch.autograd.graph.save_on_cpu(pin_memory=True) around the forward</source>
        <translation>PyTorch: 順伝播を with torch.autograd.graph.save_on_cpu(pin_memory=True) で囲む</translation>
    </message>
    <message>
        <source>A job of %1 × %2</source>
        <translation>%1 × %2 のジョブ</translation>
    </message>
    <message>
        <source>%1 over %2 devices instead of %3</source>
        <translation>%3 ではなく %2 デバイスでの %1</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of a full replica&apos;s %4.</source>
        <translation>メッシュ %1: モデルの状態は、完全なレプリカの %4 ではなく%3あたり %2 です。</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4 (a full replica needs %5).</source>
        <translation>メッシュ %1: モデルの状態は%3あたり %4 ではなく %2 です (完全なレプリカでは %5 必要)。</translation>
    </message>
    <message numerus="yes">
        <source>The weights of %n layer(s) are gathered at a time (%1 per %2).</source>
        <translation>
            <numerusform>一度に %n 層の重みが集約されます (%2あたり %1)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload (%1)</source>
        <translation>ホストオフロード (%1)</translation>
    </message>
    <message>
        <source>of its %1 of RAM</source>
        <translation>(RAM %1 のうち)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>(ホスト RAM がカタログにありません: 確認してください)</translation>
    </message>
    <message>
        <source>%1 per %2 leave the device for the host, %3 per host %4; %5 cross PCIe each step.</source>
        <translation>%2あたり %1 がデバイスからホストへ移り、ホストあたり %3 %4。毎ステップ %5 が PCIe を通ります。</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation>%2 ではなく %1 GPU</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4; at the same global batch of %5 each %3 trains %6 sequences per step (%7 × %8 accumulation steps).</source>
        <translation>メッシュ %1: モデルの状態は%3あたり %4 ではなく %2 です。同じグローバルバッチ %5 では、各%3がステップあたり %6 シーケンスを学習します (%7 × 累積ステップ %8)。</translation>
    </message>
    <message>
        <source>Per step: %1 s of communication and %2 s of host transfer beside %3 s of compute (%4 s not hidden).</source>
        <translation>ステップあたり: 計算 %3 s に対して通信 %1 s、ホスト転送 %2 s (隠れないのは %4 s)。</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 ビット AdamW</translation>
    </message>
    <message>
        <source>Op-level selective checkpointing (torchtitan)</source>
        <translation>演算単位の選択的な勾配チェックポイント (torchtitan)</translation>
    </message>
    <message>
        <source>Custom activation placement %1</source>
        <translation>アクティベーションのカスタム配置 %1</translation>
    </message>
    <message>
        <source>torchtitan: --activation_checkpoint.mode selective --activation_checkpoint.selective_ac_option op</source>
        <translation>torchtitan: --activation_checkpoint.mode selective --activation_checkpoint.selective_ac_option op</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom %1</source>
        <translation>MaxText: remat_policy=custom %1</translation>
    </message>
    <message>
        <source>capacity factor %1</source>
        <translation>キャパシティ係数 %1</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>ドロップなし</translation>
    </message>
    <message>
        <source>Expert parallelism %1 instead of %2</source>
        <translation>%2 ではなくエキスパート並列 %1</translation>
    </message>
    <message>
        <source>Mesh %1: the %2 routed experts of each MoE layer are split over %3 %4s, and each MoE layer sends its tokens to their experts and back by all-to-all. The estimate is %5 per %4 instead of %6.</source>
        <translation>メッシュ %1: 各 MoE 層の %2 個のルーティングされるエキスパートを %3 %4に分割し、各 MoE 層はトークンを all-to-all でエキスパートに送って戻します。推定値は%4あたり %6 ではなく %5 です。</translation>
    </message>
    <message>
        <source>Token dropping at %1 instead of %2</source>
        <translation>%2 ではなく %1 でトークンをドロップ</translation>
    </message>
    <message>
        <source>Each expert takes at most %1 × its even share of the routed tokens; the tokens beyond it skip the expert through the residual connection, which changes the training slightly.</source>
        <translation>各エキスパートが受け取るのは、ルーティングされたトークンの均等な割り当ての最大 %1 倍までです。それを超えたトークンは残差接続を通ってエキスパートをスキップするため、トレーニングがわずかに変わります。</translation>
    </message>
    <message>
        <source>tpuplan: --expert-parallel %1</source>
        <translation>tpuplan: --expert-parallel %1</translation>
    </message>
    <message>
        <source>MaxText: ici_expert_parallelism=%1</source>
        <translation>MaxText: ici_expert_parallelism=%1</translation>
    </message>
    <message>
        <source>Megatron-LM: --expert-model-parallel-size %1 (keep expert × tensor parallelism inside one node); torchtitan: --parallelism.expert_parallel_degree %1</source>
        <translation>Megatron-LM: --expert-model-parallel-size %1 (エキスパート × テンソル並列は 1 ノード内に収める); torchtitan: --parallelism.expert_parallel_degree %1</translation>
    </message>
    <message>
        <source>tpuplan: --capacity-factor %1</source>
        <translation>tpuplan: --capacity-factor %1</translation>
    </message>
    <message>
        <source>MaxText: sparse_matmul=False capacity_factor=%1</source>
        <translation>MaxText: sparse_matmul=False capacity_factor=%1</translation>
    </message>
    <message>
        <source>Megatron-LM: --moe-expert-capacity-factor %1 --moe-token-drop-policy probs</source>
        <translation>Megatron-LM: --moe-expert-capacity-factor %1 --moe-token-drop-policy probs</translation>
    </message>
    <message>
        <source>Diagnose with the mixture-of-experts model</source>
        <translation>混合エキスパート (MoE) モデルで診断する</translation>
    </message>
    <message>
        <source>The message names expert tensors (%1), but %2 has no experts: the estimate misses the routed experts and their tokens, and no fix can move experts to more devices.</source>
        <translation>メッセージにはエキスパートのテンソル (%1) が含まれていますが、%2 にはエキスパートがありません: 推定にはルーティングされるエキスパートとそのトークンが含まれておらず、エキスパートをより多くのデバイスに分散する対策も提示できません。</translation>
    </message>
    <message>
        <source>tpuplan diagnose --model config.json of the MoE model (its num_local_experts or n_routed_experts and num_experts_per_tok)</source>
        <translation>tpuplan diagnose --model config.json (MoE モデルのもので、num_local_experts または n_routed_experts と num_experts_per_tok を含むもの)</translation>
    </message>
    <message>
        <source>Recompute the expert matmuls</source>
        <translation>エキスパートの行列積を再計算する</translation>
    </message>
    <message>
        <source>Each MoE layer keeps the %1 copies of every token it sends to its top-%1 experts and the outputs of their gate and up projections for the backward pass. Recomputing them in the backward pass frees that memory for one more forward pass of the experts.</source>
        <translation>各 MoE 層は逆伝播のために、top-%1 のエキスパートに送る各トークンの %1 個のコピーと、それらのゲート射影とアップ射影の出力を保持します。これらを逆伝播で再計算すると、エキスパートの順伝播が 1 回増える代わりにそのメモリが解放されます。</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom moe_mlpwi_0=remat moe_mlpwi_1=remat moe_mlpwo=remat</source>
        <translation>MaxText: remat_policy=custom moe_mlpwi_0=remat moe_mlpwi_1=remat moe_mlpwo=remat</translation>
    </message>
    <message>
        <source>Megatron-LM: --recompute-granularity selective --recompute-modules moe_act moe</source>
        <translation>Megatron-LM: --recompute-granularity selective --recompute-modules moe_act moe</translation>
    </message>
    <message>
        <source>Cap the tokens each expert takes</source>
        <translation>各エキスパートが受け取るトークン数に上限を設ける</translation>
    </message>
    <message>
        <source>The run routes at %1 (each token to %2 of %3 experts). Dropless routing keeps every routed token, and under expert parallelism MaxText sizes its buffers for the worst case, up to %3 / %2 = %4 times an expert&apos;s even share; a capacity factor of %5 caps each expert at its even share and drops the rest, which changes the training slightly. No capacity change is among the fixes: the estimate does not show it fitting on its own.</source>
        <translation>この実行のルーティングは %1 です (各トークンを %3 個のエキスパートのうち %2 個へ)。ドロップなしのルーティングではルーティングされたトークンをすべて保持し、エキスパート並列では MaxText は最悪の場合、つまりエキスパートの均等な割り当ての最大 %3 / %2 = %4 倍に合わせてバッファのサイズを決めます。キャパシティ係数 %5 では各エキスパートが均等な割り当てまでに制限されて残りはドロップされるため、トレーニングがわずかに変わります。キャパシティの変更は対策に含まれていません: 推定では、それだけで収まるとは示されないためです。</translation>
    </message>
    <message>
        <source>Context parallelism %1 instead of %2</source>
        <translation>%2 ではなくコンテキスト並列 %1</translation>
    </message>
    <message>
        <source>Mesh %1: each %2-token sequence is split over %3 %4s, which hold %5 of its tokens each and exchange the keys and values attention needs. The estimate is %6 per %4 instead of %7.</source>
        <translation>メッシュ %1: %2 トークンの各シーケンスを %3 %4に分割し、それぞれがそのうち %5 トークンを保持して、アテンションに必要なキーとバリューを交換します。推定値は%4あたり %7 ではなく %6 です。</translation>
    </message>
    <message>
        <source>tpuplan: --context-parallel %1 --batch %2</source>
        <translation>tpuplan: --context-parallel %1 --batch %2</translation>
    </message>
    <message>
        <source>MaxText: ici_context_parallelism=%1 context_parallel_load_balance=true per_device_batch_size=%2</source>
        <translation>MaxText: ici_context_parallelism=%1 context_parallel_load_balance=true per_device_batch_size=%2</translation>
    </message>
    <message>
        <source>Megatron-LM: --context-parallel-size %1 --cp-comm-type p2p; torchtitan: --parallelism.context_parallel_degree %1</source>
        <translation>Megatron-LM: --context-parallel-size %1 --cp-comm-type p2p; torchtitan: --parallelism.context_parallel_degree %1</translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message>
        <source>give exactly one of --hardware and --device-memory-gib</source>
        <translation>--hardware と --device-memory-gib のどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU: %2)</source>
        <translation>不明なハードウェア &quot;%1&quot; (v2-8、v3-32、v5litepod-8 などのスライス、または GPU: %2)</translation>
    </message>
    <message>
        <source>custom device</source>
        <translation>カスタムデバイス</translation>
    </message>
    <message>
        <source>Estimate the training memory per device and whether it fits.</source>
        <translation>デバイスあたりのトレーニングメモリと、収まるかどうかを推定します。</translation>
    </message>
    <message>
        <source>Apply the user calibration stored in FILE for this runtime and model family (tpuplan diagnose --calibrate writes it).</source>
        <translation>FILE に保存されている、このランタイムとモデルファミリーのユーザーキャリブレーションを適用します (tpuplan diagnose --calibrate で書き込み)。</translation>
    </message>
    <message>
        <source>%1 on %2 (one device), %3 tokens, batch %4 per device, %5, %6, checkpointing %7, runtime %8</source>
        <translation>%2 (1 デバイス) 上の %1、%3 トークン、デバイスあたりバッチ %4、%5、%6、勾配チェックポイント %7、ランタイム %8</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>オプティマイザの状態</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>ランタイムのオーバーヘッド</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>Fits, with %1 GiB to spare.</source>
        <translation>収まります (余裕 %1 GiB)。</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB over.</source>
        <translation>収まりません: %1 GiB 超過しています。</translation>
    </message>
    <message>
        <source>Note: %1 tokens are too few for block-sparse attention; full attention is used, as Hugging Face BigBird does.</source>
        <translation>注: %1 トークンはブロックスパースアテンションには少なすぎます。Hugging Face の BigBird と同様にフルアテンションを使用します。</translation>
    </message>
    <message>
        <source>Note: the sequence is padded to %1 tokens, a multiple of the block size.</source>
        <translation>注: シーケンスはブロックサイズの倍数である %1 トークンにパディングされます。</translation>
    </message>
    <message>
        <source>Activations: %1 GiB per layer before the %2 runtime factor of %3.</source>
        <translation>アクティベーション: %2 ランタイム係数 %3 を掛ける前で層あたり %1 GiB。</translation>
    </message>
    <message>
        <source>No calibration for %1/%2 in %3: the built-in model applies.</source>
        <translation>%3 に %1/%2 のキャリブレーションはありません: 組み込みモデルが適用されます。</translation>
    </message>
    <message>
        <source>Find the largest batch per device that fits.</source>
        <translation>デバイスあたりで収まる最大のバッチを探します。</translation>
    </message>
    <message>
        <source>Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.</source>
        <translation>バッチ 1 でも %1 のデバイス 1 つに収まりません: %2 GiB が必要で、使用可能なのは %3 GiB です。</translation>
    </message>
    <message>
        <source>Largest batch per device on %1: %2 (%3 GiB of %4 GiB).</source>
        <translation>%1 でのデバイスあたりの最大バッチ: %2 (%4 GiB のうち %3 GiB)。</translation>
    </message>
    <message>
        <source>Fine-tuning: %1, rank %2 on %3 (%4 adapter parameters)</source>
        <translation>ファインチューニング: %1、%3 にランク %2 (アダプタのパラメータ %4)</translation>
    </message>
    <message>
        <source>  frozen base (%1)</source>
        <translation>  凍結したベース (%1)</translation>
    </message>
    <message>
        <source>  LoRA adapters</source>
        <translation>  LoRA アダプタ</translation>
    </message>
    <message>
        <source>  LM-head logits</source>
        <translation>  LM ヘッドのロジット</translation>
    </message>
    <message>
        <source>Cross-entropy in %1 chunks: the logits of one chunk are live at a time.</source>
        <translation>交差エントロピーを %1 チャンクに分割: 同時に保持されるのは 1 チャンク分のロジットだけです。</translation>
    </message>
    <message>
        <source>Attention: %1.</source>
        <translation>アテンション: %1。</translation>
    </message>
    <message>
        <source>Mesh: %1 on %2 (%3).</source>
        <translation>メッシュ: %2 上の %1 (%3)。</translation>
    </message>
    <message>
        <source>Does not fit: the host needs %1 GB, its RAM is %2 GB (--offload %3).</source>
        <translation>収まりません: ホストに %1 GB 必要ですが、RAM は %2 GB です (--offload %3)。</translation>
    </message>
    <message numerus="yes">
        <source>the gathered weights of %n layer(s), %1 GiB</source>
        <translation>
            <numerusform>集約した %n 層の重み、%1 GiB</numerusform>
        </translation>
    </message>
    <message>
        <source>communication buffers, %1 GiB</source>
        <translation>通信バッファ、%1 GiB</translation>
    </message>
    <message>
        <source>Sharding buffers: %1 GiB per device (%2).</source>
        <translation>シャーディングバッファ: デバイスあたり %1 GiB (%2)。</translation>
    </message>
    <message>
        <source>A full replica would need %1 GiB per device for the model states; sharded, they take %2 GiB.</source>
        <translation>完全なレプリカではモデルの状態にデバイスあたり %1 GiB 必要です。シャードすると %2 GiB です。</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>(ホスト RAM %1 GB のうち)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog)</source>
        <translation>(ホスト RAM がカタログにありません)</translation>
    </message>
    <message>
        <source>Offloaded to the host (%1): %2 GiB per device (optimizer states %3, parameters %4, activations %5); %6 GB per host %7.</source>
        <translation>ホストへオフロード (%1): デバイスあたり %2 GiB (オプティマイザの状態 %3、パラメータ %4、アクティベーション %5)。ホストあたり %6 GB %7。</translation>
    </message>
    <message>
        <source>sharding buffers</source>
        <translation>シャーディングバッファ</translation>
    </message>
    <message>
        <source>Step time: %1; %2 tokens/s; MFU %3 %. The band is the spread of the published runs the time model was fitted on.</source>
        <translation>ステップ時間: %1、%2 トークン/s、MFU %3%。幅は、時間モデルのフィッティングに使った公開済みの実行結果のばらつきです。</translation>
    </message>
    <message>
        <source>MFU counts %1.</source>
        <translation>MFU で数える FLOPs: %1。</translation>
    </message>
    <message>
        <source>Communication: %1 s per step, %2 s of it not hidden by compute; the step is bound by %3.</source>
        <translation>通信: ステップあたり %1 s、そのうち計算で隠れないのは %2 s。ステップの律速要因は %3 です。</translation>
    </message>
    <message>
        <source>Loss: %1 (%2 bytes per logit%3).</source>
        <translation>損失: %1 (ロジットあたり %2 バイト%3)。</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>fused</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>, the %1 runtime&apos;s own</source>
        <translation>、%1 ランタイム標準の方式</translation>
    </message>
    <message>
        <source>Offloaded by the checkpointing placement: %1 GiB of activations per device in host memory, outside the total (%2).</source>
        <translation>勾配チェックポイントの配置によるオフロード: デバイスあたり %1 GiB のアクティベーションをホストメモリに置き、合計には含めません (%2)。</translation>
    </message>
    <message>
        <source>Paged optimizer states: %1 GiB in CUDA unified memory, outside the device total.</source>
        <translation>ページドオプティマイザの状態: CUDA ユニファイドメモリに %1 GiB、デバイスの合計には含めません。</translation>
    </message>
    <message>
        <source>Optimizer update temporaries: %1 GiB live after the backward pass, %2 GiB counted in the runtime overhead (beyond the activations they replace).</source>
        <translation>オプティマイザの更新の一時領域: 逆伝播の後に %1 GiB を使用し、置き換わるアクティベーションを超える %2 GiB をランタイムのオーバーヘッドに計上します。</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass: each gradient is applied and freed as it is computed.</source>
        <translation>逆伝播中のオプティマイザのステップ: 各勾配は計算されるとすぐに適用され、解放されます。</translation>
    </message>
    <message>
        <source>Pipeline: %1 stages, %2 schedule, %3 microbatches, %4 chunks of layers per stage.</source>
        <translation>パイプライン: %1 ステージ、スケジュール %2、マイクロバッチ %3、ステージあたりの層のチャンク %4。</translation>
    </message>
    <message>
        <source>Heaviest stage: %1 of %2 (%3 layers, %4 microbatches in flight), %5 GiB: its total decides the fit.</source>
        <translation>最も重いステージ: %2 ステージ中 %1 (%3 層、処理中のマイクロバッチ %4)、%5 GiB: 収まるかどうかはこの合計で決まります。</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Each stage: %1.</source>
        <translation>各ステージ: %1。</translation>
    </message>
    <message>
        <source>Context parallel %1 (%2): %3 tokens per device, %4 of each sequence; the keys and values the %2 brings hold %5 GiB while a layer runs.</source>
        <translation>コンテキスト並列 %1 (%2): デバイスあたり %3 トークン (各シーケンスの %4)。%2 で受け取るキーとバリューは、層の実行中に %5 GiB を占めます。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>EstimatorOptions</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>プリセット ID、モデル YAML ファイル、または Hugging Face の config.json。</translation>
    </message>
    <message>
        <source>A TPU slice (v2-8, v3-32, v5litepod-8 ...) or a GPU id.</source>
        <translation>TPU スライス (v2-8、v3-32、v5litepod-8 など) または GPU の ID。</translation>
    </message>
    <message>
        <source>Instead of --hardware: a device with this much usable memory (no XLA reservation is subtracted).</source>
        <translation>--hardware の代わりに: この量の使用可能メモリを持つデバイス (XLA の予約領域は差し引きません)。</translation>
    </message>
    <message>
        <source>xla (default on TPU), pytorch (default on GPU) or tensorflow.</source>
        <translation>xla (TPU でのデフォルト)、pytorch (GPU でのデフォルト) または tensorflow。</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>--model は必須です</translation>
    </message>
    <message>
        <source>--seq-len is required</source>
        <translation>--seq-len は必須です</translation>
    </message>
    <message>
        <source>--batch is required</source>
        <translation>--batch は必須です</translation>
    </message>
    <message>
        <source>--seq-len %1 exceeds the %2 position embeddings of %3</source>
        <translation>--seq-len %1 は %3 の位置埋め込み数 %2 を超えています</translation>
    </message>
    <message>
        <source>--head must be %1 for %2, got &quot;%3&quot;</source>
        <translation>%2 では --head は %1 である必要がありますが、&quot;%3&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 auto is for recommend, which searches; %2 computes one configuration: give one of %3</source>
        <translation>--%1 auto は探索を行う recommend 用です。%2 は 1 つの構成を計算します: %3 のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--fsdp shares the states among devices, which replicate does not: give --sharding zero1, zero2 or fsdp too</source>
        <translation>--fsdp は状態をデバイス間で分担しますが、replicate は分担しません: --sharding zero1、zero2 または fsdp も指定してください</translation>
    </message>
    <message>
        <source>--devices counts GPUs, and %1 is a TPU slice: choose a larger slice with --hardware or join slices with --slices</source>
        <translation>--devices は GPU の数です。%1 は TPU スライスです: --hardware でより大きなスライスを選ぶか、--slices でスライスを結合してください</translation>
    </message>
    <message>
        <source>--%1 places the tensors of --checkpointing custom, and --checkpointing is &quot;%2&quot;</source>
        <translation>--%1 は --checkpointing custom のテンソルを配置するオプションですが、--checkpointing は &quot;%2&quot; です</translation>
    </message>
    <message>
        <source>--checkpointing must be every-K with K &gt;= 1 or one of %1, got &quot;%2&quot;</source>
        <translation>--checkpointing は every-K (K &gt;= 1) または %1 のいずれかである必要がありますが、&quot;%2&quot; が指定されました</translation>
    </message>
    <message>
        <source>Gradient checkpointing: every-K (one checkpoint every K layers) or one of %1; custom places the tensors as --remat-placement says.</source>
        <translation>勾配チェックポイント: every-K (K 層ごとに 1 つのチェックポイント) または %1 のいずれか。custom は --remat-placement の指定どおりにテンソルを配置します。</translation>
    </message>
    <message>
        <source>--batch %1: %1 sequences per device needs a context or pipeline group of %2 devices or more (--context-parallel x --pipeline-parallel is %3)</source>
        <translation>--batch %1: デバイスあたり %1 シーケンスには、%2 デバイス以上のコンテキストまたはパイプラインのグループが必要です (--context-parallel x --pipeline-parallel は %3)</translation>
    </message>
    <message>
        <source>--batch %1 is not a whole number of sequences for any context or pipeline group</source>
        <translation>--batch %1 では、どのコンテキストまたはパイプラインのグループでもシーケンス数が整数になりません</translation>
    </message>
    <message>
        <source>Batch per device (a v2/v3 core, a v4+ chip, a GPU), as MaxText&apos;s per_device_batch_size: below 1 with context or pipeline parallelism (0.125 = one sequence per 8 devices).</source>
        <translation>デバイス (v2/v3 ではコア、v4 以降ではチップ、GPU) あたりのバッチ。MaxText の per_device_batch_size と同じです: コンテキスト並列やパイプライン並列では 1 未満にもなります (0.125 = 8 デバイスで 1 シーケンス)。</translation>
    </message>
    <message>
        <source>fp32, bf16-mixed, fp16-mixed, bf16 (pure bf16 weights, gradients and optimizer states), fp8-mixed (linear layers in fp8: TPU7x, H100, B200 and other fp8 GPUs) or int8-mixed (linear layers in int8 with AQT/Qwix: v5e, v5p, v6e).</source>
        <translation>fp32、bf16-mixed、fp16-mixed、bf16 (重み、勾配、オプティマイザの状態がすべて純粋な bf16)、fp8-mixed (線形層を fp8 で実行: TPU7x、H100、B200 などの fp8 対応 GPU)、int8-mixed (AQT/Qwix で線形層を int8 で実行: v5e、v5p、v6e) のいずれか。</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 日</translation>
    </message>
    <message>
        <source>%1%2 GiB</source>
        <translation>%1%2 GiB</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>ファイルを読み込めません: ファイルが存在しません</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み込めません: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, too large for %2</source>
        <translation>ファイルが %1 MiB を超えており、%2としては大きすぎます</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8 and try again</source>
        <translation>ファイルは UTF-16 テキストです。UTF-8 で保存してからもう一度試してください</translation>
    </message>
    <message>
        <source>this is a binary file (it contains NUL bytes), not %1</source>
        <translation>これはバイナリファイル (NUL バイトを含む) で、%1ではありません</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1 at offset %2)</source>
        <translation>ファイルが UTF-8 テキストではありません (オフセット %2 のバイト 0x%1)</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>the file holds no JSON value</source>
        <translation>ファイルに JSON の値がありません</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON ドキュメントの終わりの後に予期しないテキストがあります</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>有効な JSON ではありません: %1</translation>
    </message>
    <message>
        <source>the file ends early (expected &quot;%1&quot;)</source>
        <translation>ファイルが途中で終わっています (&quot;%1&quot; が必要です)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot; が必要ですが、&quot;%2&quot; が見つかりました</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>ネストが %1 階層を超えています</translation>
    </message>
    <message>
        <source>the file ends inside an object</source>
        <translation>オブジェクトの途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>二重引用符で囲んだキーが必要です</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;}&quot; after a value, found &quot;%1&quot;</source>
        <translation>値の後には &quot;,&quot; か &quot;}&quot; が必要ですが、&quot;%1&quot; が見つかりました</translation>
    </message>
    <message>
        <source>the file ends inside a list</source>
        <translation>リストの途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after a value, found &quot;%1&quot;</source>
        <translation>値の後には &quot;,&quot; か &quot;]&quot; が必要ですが、&quot;%1&quot; が見つかりました</translation>
    </message>
    <message>
        <source>the file ends where a value is expected</source>
        <translation>値があるべき位置でファイルが終わっています</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value is expected</source>
        <translation>値があるべき位置に予期しない &quot;%1&quot; があります</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>文字列が閉じられていません</translation>
    </message>
    <message>
        <source>a line break inside a string</source>
        <translation>文字列内に改行があります</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>文字列内に制御文字があります</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>\u の後には 16 進数 4 桁が必要です</translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string</source>
        <translation>文字列内の不明なエスケープ \%1</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>数値には数字が必要です</translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation>数値の小数点の後に数字が必要です</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>数値の指数部に数字が必要です</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>数値 %1 は範囲外です</translation>
    </message>
</context>
<context>
    <name>LayerStack</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n 層</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experts</source>
        <translation>
            <numerusform>エキスパート %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dense + %2 MoE</source>
        <translation>密 %1 + MoE %2</translation>
    </message>
    <message>
        <source>all MoE</source>
        <translation>すべて MoE</translation>
    </message>
    <message>
        <source>top-%1</source>
        <translation>top-%1</translation>
    </message>
    <message>
        <source>shared expert</source>
        <translation>共有エキスパート</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens) + %3 global</source>
        <translation>チャンク化 %1 (%2 トークン) + グローバル %3</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens) + %3 global</source>
        <translation>スライディングウィンドウ %1 (%2 トークン) + グローバル %3</translation>
    </message>
    <message>
        <source>block-sparse attention</source>
        <translation>ブロックスパースアテンション</translation>
    </message>
    <message>
        <source>routed experts %1</source>
        <translation>ルーティングされるエキスパート %1</translation>
    </message>
    <message>
        <source>shared experts %1</source>
        <translation>共有エキスパート %1</translation>
    </message>
    <message>
        <source>attention %1</source>
        <translation>アテンション %1</translation>
    </message>
    <message>
        <source>dense MLP %1</source>
        <translation>密な MLP %1</translation>
    </message>
    <message>
        <source>router %1</source>
        <translation>ルーター %1</translation>
    </message>
    <message>
        <source>norms %1</source>
        <translation>正規化 %1</translation>
    </message>
</context>
<context>
    <name>LengthFile</name>
    <message>
        <source>unexpected control byte 0x%1: this does not look like a text file of lengths</source>
        <translation>予期しない制御バイト 0x%1: 長さのテキストファイルではないようです</translation>
    </message>
    <message>
        <source>empty value; expected a count of sequences</source>
        <translation>値が空です。シーケンスの件数が必要です</translation>
    </message>
    <message>
        <source>empty value; expected a sequence length</source>
        <translation>値が空です。シーケンス長が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a count of sequences</source>
        <translation>&quot;%1&quot; は数値ではありません。シーケンスの件数が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a sequence length in tokens</source>
        <translation>&quot;%1&quot; は数値ではありません。トークン単位のシーケンス長が必要です</translation>
    </message>
    <message>
        <source>%1 is negative; a count cannot be</source>
        <translation>%1 は負の値です。件数は負にできません</translation>
    </message>
    <message>
        <source>%1 is negative; a sequence length is a number of tokens</source>
        <translation>%1 は負の値です。シーケンス長はトークン数です</translation>
    </message>
    <message>
        <source>%1 is not a whole number of sequences</source>
        <translation>%1 はシーケンスの件数として整数ではありません</translation>
    </message>
    <message>
        <source>%1 is not a whole number of tokens</source>
        <translation>%1 はトークン数として整数ではありません</translation>
    </message>
    <message>
        <source>a sequence of 0 tokens is not a sequence (lengths start at 1)</source>
        <translation>0 トークンのシーケンスはシーケンスではありません (長さは 1 から)</translation>
    </message>
    <message>
        <source>%1 sequences in one row is more than the limit of %2</source>
        <translation>1 行で %1 シーケンスは上限の %2 を超えています</translation>
    </message>
    <message>
        <source>%1 tokens is longer than the limit of %2 tokens; is this a column of lengths?</source>
        <translation>%1 トークンは上限の %2 トークンより長いです。これは長さの列ですか?</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot;</source>
        <translation>不正な値 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>more than %1 sequences in total; the planner stops there</source>
        <translation>合計 %1 シーケンスを超えています。プランナーの上限です</translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation>引用符で囲まれたフィールドがファイルの終わりまでに閉じられていません</translation>
    </message>
    <message numerus="yes">
        <source>the row has %n field(s); the column is field %1</source>
        <translation>
            <numerusform>行のフィールド数は %n ですが、列はフィールド %1 です</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file is not text: it holds a NUL byte at offset %1 (binary data, or UTF-16 text; save the lengths as UTF-8 text)</source>
        <translation>ファイルがテキストではありません: オフセット %1 に NUL バイトがあります (バイナリデータか UTF-16 テキスト。長さは UTF-8 テキストとして保存してください)</translation>
    </message>
    <message>
        <source>the file holds no lengths (only blank lines)</source>
        <translation>ファイルに長さがありません (空行のみ)</translation>
    </message>
    <message>
        <source>no column named &quot;%1&quot; (columns: %2)</source>
        <translation>&quot;%1&quot; という名前の列はありません (列: %2)</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file is a plain list of lengths</source>
        <translation>列 &quot;%1&quot; はありません: ファイルは長さだけのリストです</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file has a single column</source>
        <translation>列 &quot;%1&quot; はありません: ファイルの列は 1 つだけです</translation>
    </message>
    <message>
        <source>the file has no header line; name the column by its number (1 is the first)</source>
        <translation>ファイルにヘッダー行がありません。列は番号で指定してください (1 が最初の列)</translation>
    </message>
    <message>
        <source>the file holds a header line but no lengths</source>
        <translation>ファイルにヘッダー行はありますが、長さがありません</translation>
    </message>
    <message>
        <source>no column holds a number (columns: %1); name the column of lengths</source>
        <translation>数値を含む列がありません (列: %1)。長さの列を指定してください</translation>
    </message>
    <message>
        <source>no field holds a number; expected sequence lengths</source>
        <translation>数値を含むフィールドがありません。シーケンス長が必要です</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>a count column needs a header line that names it</source>
        <translation>件数の列には、それを名前で示すヘッダー行が必要です</translation>
    </message>
    <message>
        <source>the count column cannot be the length column</source>
        <translation>件数の列を長さの列と同じにはできません</translation>
    </message>
    <message>
        <source>the file holds no lengths (every count is 0)</source>
        <translation>ファイルに長さがありません (件数がすべて 0)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>そのようなファイルはありません</translation>
    </message>
    <message>
        <source>this is a folder, not a file of lengths</source>
        <translation>これはフォルダーで、長さのファイルではありません</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>ファイルを読み込めません: %1</translation>
    </message>
</context>
<context>
    <name>LongContextCommands</name>
    <message>
        <source>ici_context_parallelism=%1 splits each sequence over %1 chips; per_device_batch_size=%2 is %3 sequence(s) per context group of %1 (MaxText trains int(chips × per_device_batch_size) sequences per step).</source>
        <translation>ici_context_parallelism=%1 は各シーケンスを %1 チップに分割します。per_device_batch_size=%2 は、%1 チップのコンテキストグループあたり %3 シーケンスに当たります (MaxText はステップあたり int(chips × per_device_batch_size) シーケンスをトレーニングします)。</translation>
    </message>
    <message>
        <source>context_parallel_load_balance=true reorders the causal chunks so that every chip does the same attention work; without it the last chunk does about twice the mean and the step is that much longer. The all-gather of each layer&apos;s keys and values is not overlapped: the plan counts it on the critical path.</source>
        <translation>context_parallel_load_balance=true は因果アテンションのチャンクを並べ替え、すべてのチップのアテンションの処理量をそろえます。これがないと最後のチャンクの処理量は平均の約 2 倍になり、その分ステップが長くなります。各層のキーとバリューの all-gather は計算と重ならないため、プランではクリティカルパス上に計上しています。</translation>
    </message>
    <message>
        <source>This script cannot split a sequence over devices: the plan&apos;s context parallelism of %1 needs Megatron-LM (--context-parallel-size %1 --cp-comm-type p2p) or torchtitan (--parallelism.context_parallel_degree=%1); without it one sequence&apos;s activations do not fit as estimated.</source>
        <translation>このスクリプトはシーケンスをデバイスに分割できません: プランのコンテキスト並列 %1 には Megatron-LM (--context-parallel-size %1 --cp-comm-type p2p) か torchtitan (--parallelism.context_parallel_degree=%1) が必要です。これがないと、1 シーケンスのアクティベーションは推定どおりには収まりません。</translation>
    </message>
</context>
<context>
    <name>MemoryModel</name>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation>シーケンス長は 1 以上である必要があります</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 トークンはモデルの位置埋め込み数 %2 を超えています</translation>
    </message>
    <message>
        <source>the batch per device must be at least 1</source>
        <translation>デバイスあたりのバッチは 1 以上である必要があります</translation>
    </message>
    <message>
        <source>on a TPU every framework compiles through XLA: use the xla runtime</source>
        <translation>TPU ではどのフレームワークも XLA でコンパイルされます: xla ランタイムを使用してください</translation>
    </message>
    <message>
        <source>TPUs have no fp16 arithmetic: use bf16-mixed or fp32</source>
        <translation>TPU には fp16 演算がありません: bf16-mixed か fp32 を使用してください</translation>
    </message>
    <message>
        <source>%1 has no bf16 support: use fp16-mixed or fp32</source>
        <translation>%1 は bf16 に対応していません: fp16-mixed か fp32 を使用してください</translation>
    </message>
    <message>
        <source>TensorFlow is not supported on %1 (Cloud TPU documentation): use JAX or PyTorch, through the xla runtime</source>
        <translation>%1 では TensorFlow はサポートされていません (Cloud TPU のドキュメント): xla ランタイムを通じて JAX または PyTorch を使用してください</translation>
    </message>
    <message>
        <source>%1 is a decoder: it trains with the causal-lm head</source>
        <translation>%1 はデコーダです: causal-lm ヘッドでトレーニングします</translation>
    </message>
    <message>
        <source>the causal-lm head needs a decoder model; %1 is an encoder</source>
        <translation>causal-lm ヘッドにはデコーダモデルが必要ですが、%1 はエンコーダです</translation>
    </message>
    <message>
        <source>block-sparse attention has no flash kernel: use --attention eager</source>
        <translation>ブロックスパースアテンションには flash カーネルがありません: --attention eager を使用してください</translation>
    </message>
    <message>
        <source>FlashAttention-2 needs an Ampere or newer GPU; %1 runs eager attention</source>
        <translation>FlashAttention-2 には Ampere 以降の GPU が必要です。%1 では eager アテンションで実行します</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit NF4 base (bitsandbytes) runs on CUDA GPUs only: use LoRA on a TPU</source>
        <translation>QLoRA の 4 ビット NF4 ベース (bitsandbytes) は CUDA GPU でのみ動作します: TPU では LoRA を使用してください</translation>
    </message>
    <message>
        <source>the LoRA rank must be at least 1</source>
        <translation>LoRA のランクは 1 以上である必要があります</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao) runs on CUDA GPUs under PyTorch only</source>
        <translation>8 ビット AdamW (bitsandbytes、torchao) は PyTorch 上の CUDA GPU でのみ動作します</translation>
    </message>
    <message>
        <source>paged optimizers (bitsandbytes) run on CUDA GPUs under PyTorch only</source>
        <translation>ページドオプティマイザ (bitsandbytes) は PyTorch 上の CUDA GPU でのみ動作します</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass is torchtune&apos;s (PyTorch) option</source>
        <translation>逆伝播中のオプティマイザのステップは torchtune (PyTorch) のオプションです</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass frees each gradient at once: it cannot accumulate gradients over micro-batches</source>
        <translation>逆伝播中のオプティマイザのステップは各勾配をすぐに解放します: マイクロバッチにわたって勾配を累積することはできません</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input は再計算できません: 再計算の起点です (デバイス上に保持するか、オフロードしてください)</translation>
    </message>
    <message>
        <source>--precision %1 trains every linear layer in 8 bits: use bf16-mixed with LoRA or QLoRA</source>
        <translation>--precision %1 はすべての線形層を 8 ビットでトレーニングします: LoRA や QLoRA では bf16-mixed を使用してください</translation>
    </message>
    <message>
        <source>--precision %1 has no TensorFlow recipe: use the pytorch runtime (Transformer Engine, torchtitan float8) or xla (MaxText)</source>
        <translation>--precision %1 には TensorFlow のレシピがありません: pytorch ランタイム (Transformer Engine、torchtitan float8) か xla (MaxText) を使用してください</translation>
    </message>
    <message>
        <source>--context-parallel %1: context parallelism splits a decoder&apos;s sequence (MaxText, Megatron, torchtitan); %2 is an encoder</source>
        <translation>--context-parallel %1: コンテキスト並列はデコーダのシーケンスを分割するものです (MaxText、Megatron、torchtitan)。%2 はエンコーダです</translation>
    </message>
    <message>
        <source>--context-parallel %1 runs inside the flash attention kernels (MaxText&apos;s splash attention, Transformer Engine&apos;s fused attention): eager attention has none; use --attention flash on hardware that runs it</source>
        <translation>--context-parallel %1 は flash attention のカーネル (MaxText の splash attention、Transformer Engine の fused attention) の中で実行されます: eager アテンションにはこれがありません。flash attention を実行できるハードウェアで --attention flash を使用してください</translation>
    </message>
    <message>
        <source>--context-parallel %1 cuts each sequence into 2 x %1 = %2 equal chunks for causal load balancing: %3 tokens are not a multiple of %2</source>
        <translation>--context-parallel %1 は因果アテンションの負荷分散のため、各シーケンスを 2 x %1 = %2 個の等しいチャンクに分割します: %3 トークンは %2 の倍数ではありません</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>List the model presets.</source>
        <translation>モデルのプリセットを一覧表示します。</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>パラメータ %1</translation>
    </message>
    <message>
        <source>Show a model&apos;s architecture and exact parameter count.</source>
        <translation>モデルのアーキテクチャと正確なパラメータ数を表示します。</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>プリセット ID、モデル YAML ファイル、または Hugging Face の config.json。</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>--model は必須です</translation>
    </message>
    <message>
        <source>  layers %1, hidden %2, heads %3 (head size %4), FFN %5</source>
        <translation>  層 %1、隠れ層 %2、ヘッド %3 (ヘッドサイズ %4)、FFN %5</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, token types %3, activation %4</source>
        <translation>  語彙 %1、位置 %2、トークンタイプ %3、活性化関数 %4</translation>
    </message>
    <message>
        <source>  attention: block-sparse (ITC), block %1, %2 random, %3 window and %4 global blocks</source>
        <translation>  アテンション: ブロックスパース (ITC)、ブロック %1、ランダム %2、ウィンドウ %3、グローバル %4 ブロック</translation>
    </message>
    <message>
        <source>  attention: full</source>
        <translation>  アテンション: フル</translation>
    </message>
    <message>
        <source>  parameters (encoder with pooler): %1</source>
        <translation>  パラメータ (プーラーを含むエンコーダ): %1</translation>
    </message>
    <message>
        <source>    embeddings %1, encoder layers and pooler %2</source>
        <translation>    埋め込み %1、エンコーダ層とプーラー %2</translation>
    </message>
    <message>
        <source>  an MLM head adds %1 (decoder tied to the word embeddings)</source>
        <translation>  MLM ヘッドで %1 増加 (デコーダは単語埋め込みと重みを共有)</translation>
    </message>
    <message>
        <source>  decoder: %1 key/value heads, %2 MLP, %3, embeddings %4</source>
        <translation>  デコーダ: キー/バリューヘッド %1、%2 MLP、%3、埋め込み %4</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>ゲート付き</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>通常の</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>共有あり</translation>
    </message>
    <message>
        <source>untied</source>
        <translation>共有なし</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, activation %3</source>
        <translation>  語彙 %1、位置 %2、活性化関数 %3</translation>
    </message>
    <message>
        <source>  attention: causal</source>
        <translation>  アテンション: 因果的</translation>
    </message>
    <message>
        <source>  parameters: %1</source>
        <translation>  パラメータ: %1</translation>
    </message>
    <message>
        <source>    embeddings %1, layers %2, head (final norm and output projection) %3</source>
        <translation>    埋め込み %1、層 %2、ヘッド (最終正規化と出力射影) %3</translation>
    </message>
    <message>
        <source>  layer stack: %1</source>
        <translation>  層構成: %1</translation>
    </message>
    <message>
        <source>  experts: %1 routed of width %2, %3 per token</source>
        <translation>  エキスパート: ルーティングされるエキスパート %1 個 (幅 %2)、トークンあたり %3 個</translation>
    </message>
    <message>
        <source>; shared expert width %1%2</source>
        <translation>、共有エキスパートの幅 %1%2</translation>
    </message>
    <message>
        <source> (gated)</source>
        <translation> (ゲート付き)</translation>
    </message>
    <message>
        <source>; dense layers&apos; MLP width %1</source>
        <translation>、密な層の MLP の幅 %1</translation>
    </message>
    <message>
        <source>  attention: multi-head latent (MLA), query rank %1, key/value rank %2, head %3 + %4 RoPE, value head %5</source>
        <translation>  アテンション: マルチヘッド潜在アテンション (MLA)、クエリのランク %1、キー/バリューのランク %2、ヘッド %3 + RoPE %4、バリューヘッド %5</translation>
    </message>
    <message>
        <source>    multi-token prediction (trained) %1</source>
        <translation>    マルチトークン予測 (トレーニング対象) %1</translation>
    </message>
    <message>
        <source>  active parameters per token: %1 (both embedding matrices: the Mistral, Qwen, AI2, Meta and Megatron convention)</source>
        <translation>  トークンあたりのアクティブパラメータ: %1 (両方の埋め込み行列を含む: Mistral、Qwen、AI2、Meta、Megatron の慣例)</translation>
    </message>
    <message>
        <source>    excl. input embedding %1 (the OpenAI and DeepSeek convention); non-embedding %2 (the N of 6·N·tokens)</source>
        <translation>    入力埋め込みを除くと %1 (OpenAI と DeepSeek の慣例)、埋め込み以外 %2 (6·N·tokens の N)</translation>
    </message>
    <message>
        <source>  multi-token prediction: %1 layer(s) in the checkpoint, %2 unique parameters, %3 as stored (with its copies of the embedding and the output head); trained only when asked (train_mtp), %4</source>
        <translation>  マルチトークン予測: チェックポイント内に %1 層、固有のパラメータ %2、保存形式では %3 (埋め込みと出力ヘッドのコピーを含む)。指定した場合のみトレーニング (train_mtp)、%4</translation>
    </message>
    <message>
        <source>asked here</source>
        <translation>ここでは指定あり</translation>
    </message>
    <message>
        <source>not counted above</source>
        <translation>上記には含まない</translation>
    </message>
    <message>
        <source>  the total counts %1 router correction biases the checkpoint stores (buffers in Hugging Face: model.parameters() is that much lower)</source>
        <translation>  合計には、チェックポイントに保存されているルーターの補正バイアス %1 を含みます (Hugging Face ではバッファなので、model.parameters() はその分少なくなります)</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the routed experts in MXFP4 (4.25 bits per expert weight: two E2M1 values per byte and one E8M0 scale per 32); training runs from bf16</source>
        <translation>  保存形式: チェックポイントはルーティングされるエキスパートを MXFP4 で保持します (エキスパートの重みあたり 4.25 ビット: 1 バイトに E2M1 の値 2 つ、32 個ごとに E8M0 のスケール 1 つ)。トレーニングは bf16 で行います</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the weights in block-scaled FP8 (%1; the scales are not parameters); training runs from bf16</source>
        <translation>  保存形式: チェックポイントは重みをブロックスケーリングされた FP8 で保持します (%1。スケールはパラメータではありません)。トレーニングは bf16 で行います</translation>
    </message>
    <message>
        <source>  storage: the checkpoint is quantised (%1); training runs from bf16</source>
        <translation>  保存形式: チェックポイントは量子化されています (%1)。トレーニングは bf16 で行います</translation>
    </message>
    <message>
        <source>  text model only: the vision tower and its projector are left out of every count</source>
        <translation>  テキストモデルのみ: ビジョンタワーとそのプロジェクタはすべての計数から除外しています</translation>
    </message>
    <message>
        <source>    layers: %1</source>
        <translation>    層: %1</translation>
    </message>
</context>
<context>
    <name>OomParser</name>
    <message>
        <source>Used … of …</source>
        <translation>Used … of …</translation>
    </message>
    <message>
        <source>Exceeded … capacity by</source>
        <translation>Exceeded … capacity by</translation>
    </message>
    <message>
        <source>Total … usage</source>
        <translation>Total … usage</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>arguments</translation>
    </message>
    <message>
        <source>program</source>
        <translation>program</translation>
    </message>
    <message>
        <source>Tried to allocate</source>
        <translation>Tried to allocate</translation>
    </message>
    <message>
        <source>already allocated</source>
        <translation>already allocated</translation>
    </message>
    <message>
        <source>reserved in total by PyTorch</source>
        <translation>reserved in total by PyTorch</translation>
    </message>
    <message>
        <source>total capacity</source>
        <translation>total capacity</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用量</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>exceeded by</source>
        <translation>超過量</translation>
    </message>
    <message>
        <source>total usage</source>
        <translation>合計使用量</translation>
    </message>
    <message>
        <source>reserved by the runtime</source>
        <translation>ランタイムによる予約</translation>
    </message>
    <message>
        <source>output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>output shared with arguments</source>
        <translation>引数と共有される出力</translation>
    </message>
    <message>
        <source>program requirement</source>
        <translation>プログラムの必要量</translation>
    </message>
    <message>
        <source>global</source>
        <translation>グローバル</translation>
    </message>
    <message>
        <source>scoped</source>
        <translation>スコープ</translation>
    </message>
    <message>
        <source>reserved in the program</source>
        <translation>プログラム内の予約</translation>
    </message>
    <message>
        <source>temporaries (HLO temp)</source>
        <translation>一時領域 (HLO temp)</translation>
    </message>
    <message>
        <source>temporaries before padding</source>
        <translation>パディング前の一時領域</translation>
    </message>
    <message>
        <source>temporaries after padding</source>
        <translation>パディング後の一時領域</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>reserved at the top of memory</source>
        <translation>メモリ上端の予約</translation>
    </message>
    <message>
        <source>allocation %1</source>
        <translation>割り当て %1</translation>
    </message>
    <message>
        <source>allocation %1 before padding</source>
        <translation>パディング前の割り当て %1</translation>
    </message>
    <message>
        <source>allocation %1 padding</source>
        <translation>割り当て %1 のパディング</translation>
    </message>
    <message>
        <source>tried to allocate</source>
        <translation>割り当てようとした量</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>reservable</source>
        <translation>予約可能</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch が割り当て済み</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch が予約済み</translation>
    </message>
    <message>
        <source>reserved by PyTorch (cached)</source>
        <translation>PyTorch が予約済み (キャッシュ)</translation>
    </message>
    <message>
        <source>reserved by PyTorch but unallocated</source>
        <translation>PyTorch が予約済みで未割り当て</translation>
    </message>
    <message>
        <source>in use by this process</source>
        <translation>このプロセスが使用中</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>プロセス %1</translation>
    </message>
    <message>
        <source>allocator limit</source>
        <translation>アロケータの上限</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>largest in use</source>
        <translation>使用中の最大値</translation>
    </message>
    <message>
        <source>Used %1 minus the capacity %2 is not the %3 the message says it exceeded by: the numbers may have been mangled in copying.</source>
        <translation>使用量 %1 から容量 %2 を引いた値が、メッセージに記載された超過量 %3 と一致しません: コピー時に数値が崩れた可能性があります。</translation>
    </message>
    <message>
        <source>Reserved + program + arguments (%1) do not add up to the total usage %2.</source>
        <translation>予約 + プログラム + 引数 (%1) が合計使用量 %2 と一致しません。</translation>
    </message>
    <message>
        <source>PyTorch cannot have allocated (%1) more than it reserved (%2): the numbers may have been mangled in copying.</source>
        <translation>PyTorch が予約した量 (%2) を超えて割り当てる (%1) ことはできません: コピー時に数値が崩れた可能性があります。</translation>
    </message>
    <message>
        <source>PyTorch cannot have reserved (%1) more than the GPU&apos;s capacity (%2).</source>
        <translation>PyTorch が GPU の容量 (%2) を超えて予約する (%1) ことはできません。</translation>
    </message>
    <message>
        <source>Line %1: %2 is larger than any accelerator&apos;s memory; check the unit.</source>
        <translation>%1 行目: %2 はどのアクセラレータのメモリよりも大きい値です。単位を確認してください。</translation>
    </message>
    <message>
        <source>Line %1 has &quot;%2&quot; but its number could not be read (a digit or unit is missing or mangled).</source>
        <translation>%1 行目に &quot;%2&quot; がありますが、その数値を読み取れませんでした (数字か単位が欠けているか崩れています)。</translation>
    </message>
    <message>
        <source>the used and available memory</source>
        <translation>使用メモリと利用可能メモリ</translation>
    </message>
    <message>
        <source>the capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>the parts of the total</source>
        <translation>合計の内訳</translation>
    </message>
    <message>
        <source>the list of the largest allocations</source>
        <translation>最大の割り当ての一覧</translation>
    </message>
    <message>
        <source>the end of allocation %1</source>
        <translation>割り当て %1 の末尾</translation>
    </message>
    <message>
        <source>the size PyTorch tried to allocate</source>
        <translation>PyTorch が割り当てようとしたサイズ</translation>
    </message>
    <message>
        <source>the GPU&apos;s total capacity</source>
        <translation>GPU の総容量</translation>
    </message>
    <message>
        <source>the memory allocated by PyTorch</source>
        <translation>PyTorch が割り当てたメモリ</translation>
    </message>
    <message>
        <source>the free memory</source>
        <translation>空きメモリ</translation>
    </message>
    <message>
        <source>The message seems cut off or mangled: %1 could not be found.</source>
        <translation>メッセージが途中で切れているか崩れているようです: %1 が見つかりませんでした。</translation>
    </message>
    <message>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>PyTorch/XLA</source>
        <translation>PyTorch/XLA</translation>
    </message>
    <message>
        <source>PyTorch on CUDA</source>
        <translation>PyTorch (CUDA)</translation>
    </message>
    <message>
        <source>an unrecognised framework</source>
        <translation>認識できないフレームワーク</translation>
    </message>
    <message>
        <source>XLA, while compiling the step</source>
        <translation>XLA (ステップのコンパイル中)</translation>
    </message>
    <message>
        <source>XLA, while running the step</source>
        <translation>XLA (ステップの実行中)</translation>
    </message>
    <message>
        <source>the CUDA caching allocator</source>
        <translation>CUDA キャッシュアロケータ</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator</source>
        <translation>TensorFlow の GPU アロケータ</translation>
    </message>
    <message>
        <source>no out-of-memory error</source>
        <translation>メモリ不足エラーなし</translation>
    </message>
    <message>
        <source>&lt;pasted text&gt;</source>
        <translation>&lt;貼り付けたテキスト&gt;</translation>
    </message>
    <message>
        <source>%1 characters is too long for an error message (at most %2 MiB): paste the error and the lines around it, not the whole log</source>
        <translation>%1 文字はエラーメッセージとしては長すぎます (最大 %2 MiB): ログ全体ではなく、エラーとその前後の行を貼り付けてください</translation>
    </message>
    <message>
        <source>No out-of-memory message was recognised. Paste the whole error: from &quot;Ran out of memory&quot; (XLA on TPU) or &quot;CUDA out of memory&quot; (PyTorch) to the end of the list of allocations.</source>
        <translation>メモリ不足のメッセージが認識されませんでした。&quot;Ran out of memory&quot; (TPU 上の XLA) または &quot;CUDA out of memory&quot; (PyTorch) から割り当て一覧の最後まで、エラー全体を貼り付けてください。</translation>
    </message>
    <message>
        <source>XLA prints sizes in binary units: G is GiB (2^30 bytes), M is MiB, K is KiB. All figures below are GiB.</source>
        <translation>XLA はサイズを 2 進単位で表示します: G は GiB (2^30 バイト)、M は MiB、K は KiB です。以下の数値はすべて GiB です。</translation>
    </message>
    <message>
        <source>%1 compiled the training step for one device and found that it needs %2 of %3, but only %4 is available: %5 (%6 %) too much. XLA plans all memory before the step runs, so this is the step&apos;s whole requirement, not a snapshot.</source>
        <translation>%1 は 1 デバイス分のトレーニングステップをコンパイルし、%3 のうち %2 が必要だと判断しましたが、利用可能なのは %4 だけです: %5 (%6%) 超過しています。XLA はステップの実行前にすべてのメモリを計画するため、これはスナップショットではなくステップ全体の必要量です。</translation>
    </message>
    <message>
        <source>%1 ran out of %2 while compiling the training step for one device.</source>
        <translation>%1 で、1 デバイス分のトレーニングステップのコンパイル中に %2 が不足しました。</translation>
    </message>
    <message>
        <source>The capacity %1 is what is left of the device&apos;s %2 GiB after the runtime reserved %3 at the top of memory.</source>
        <translation>容量 %1 は、ランタイムがメモリ上端に %3 を予約した後に残る、デバイスの %2 GiB の残りです。</translation>
    </message>
    <message>
        <source>The capacity %1 is the device&apos;s whole memory; the %2 the runtime reserves at the top of memory counts as used.</source>
        <translation>容量 %1 はデバイスのメモリ全体です。ランタイムがメモリ上端に予約する %2 は使用量に含まれます。</translation>
    </message>
    <message>
        <source>%1 reserved by the TPU runtime</source>
        <translation>TPU ランタイムによる予約 %1</translation>
    </message>
    <message>
        <source>%1 for the program (activations, gradients and XLA&apos;s temporaries)</source>
        <translation>プログラム用 %1 (アクティベーション、勾配、XLA の一時領域)</translation>
    </message>
    <message>
        <source>%1 for the arguments (the weights, optimizer states and input batch passed into the step)</source>
        <translation>引数用 %1 (ステップに渡される重み、オプティマイザの状態、入力バッチ)</translation>
    </message>
    <message>
        <source>the arguments, whose size was not known yet (so the total is a lower bound)</source>
        <translation>引数 (サイズはまだ不明なので、合計は下限値)</translation>
    </message>
    <message>
        <source>In total at least %1.</source>
        <translation>合計は少なくとも %1。</translation>
    </message>
    <message>
        <source>In total %1%2: %3.</source>
        <translation>合計 %1%2: %3。</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>少なくとも </translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1, %2 of it lost to fragmentation: this is where the activations kept for the backward pass live.</source>
        <translation>XLA の一時領域 (HLO temp) は %1 で、そのうち %2 は断片化で失われています: 逆伝播のために保持されるアクティベーションはここにあります。</translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1: this is where the activations kept for the backward pass live.</source>
        <translation>XLA の一時領域 (HLO temp) は %1 です: 逆伝播のために保持されるアクティベーションはここにあります。</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>テンソル</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2.</source>
        <translation>最大の単一割り当ては %1 です: %2。</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2, made by %3.</source>
        <translation>最大の単一割り当ては %1 です: %2 (%3 による)。</translation>
    </message>
    <message>
        <source>Padding to the TPU&apos;s memory tiles adds %1 to the %2 listed allocations (up to %3× for one tensor). XLA rounds the last two dimensions of a tensor up to multiples of 8 and 128: a last dimension of 64 (an attention head) doubles a tensor, one of 16 (a BigBird block) makes it 8 times larger.</source>
        <translation>TPU のメモリタイルへのパディングにより、一覧の %2 件の割り当てに %1 が加わっています (1 つのテンソルで最大 %3 倍)。XLA はテンソルの最後の 2 次元を 8 と 128 の倍数に切り上げます: 最後の次元が 64 (アテンションヘッド 1 つ分) ならテンソルは 2 倍、16 (BigBird のブロック) なら 8 倍になります。</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and only %3 was free. This is a failure at run time, not while compiling: memory held by arrays from earlier steps, a second copy of the weights, or fragmentation.</source>
        <translation>%1 はステップの実行中にデバイスランタイムへ %2 を要求しましたが、空きは %3 しかありませんでした。これはコンパイル時ではなく実行時の失敗です: 前のステップの配列が保持するメモリ、重みの 2 つ目のコピー、または断片化が原因です。</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and it was not available.</source>
        <translation>%1 はステップの実行中にデバイスランタイムへ %2 を要求しましたが、確保できませんでした。</translation>
    </message>
    <message>
        <source>%1 could not allocate a device buffer while the step ran.</source>
        <translation>%1 はステップの実行中にデバイスバッファを割り当てられませんでした。</translation>
    </message>
    <message>
        <source>PyTorch asked GPU %1 for %2 more while live tensors already held %3 of its %4%5.</source>
        <translation>PyTorch は GPU %1 にさらに %2 を要求しましたが、その時点で %4 のうち %3 を使用中のテンソルが保持していました%5。</translation>
    </message>
    <message>
        <source>; only %1 was free</source>
        <translation>（空きは %1 のみ）</translation>
    </message>
    <message>
        <source>PyTorch asked the GPU for %1 more and did not get it.</source>
        <translation>PyTorch は GPU にさらに %1 を要求しましたが、確保できませんでした。</translation>
    </message>
    <message>
        <source>PyTorch ran out of GPU memory.</source>
        <translation>PyTorch で GPU メモリが不足しました。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s caching allocator held %1 in all, %2 of it cached but not in use (%3 %).%4</source>
        <translation>PyTorch のキャッシュアロケータは合計 %1 を保持しており、そのうち %2 はキャッシュされているが未使用です (%3%)。%4</translation>
    </message>
    <message>
        <source> That is a lot: fragmentation is part of the problem. PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 or later) or max_split_size_mb reduces it.</source>
        <translation> これは多すぎます: 断片化が問題の一因です。PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 以降) または max_split_size_mb で軽減できます。</translation>
    </message>
    <message>
        <source>About %1 was in use outside PyTorch&apos;s allocator: the CUDA context and libraries%2.</source>
        <translation>PyTorch のアロケータ外で約 %1 が使用されていました: CUDA コンテキストとライブラリ%2。</translation>
    </message>
    <message>
        <source>, and any other process on the GPU</source>
        <translation>、および GPU 上の他のプロセス</translation>
    </message>
    <message>
        <source>Process %1 held %2 on the same GPU: that memory was not available to training.</source>
        <translation>プロセス %1 が同じ GPU 上で %2 を保持していました: このメモリはトレーニングに使えませんでした。</translation>
    </message>
    <message>
        <source>A CUDA out-of-memory error is a snapshot at the allocation that failed: the step may need more at its peak, so these figures are a lower bound.</source>
        <translation>CUDA のメモリ不足エラーは、失敗した割り当ての時点のスナップショットです: ステップのピーク時にはさらに多く必要な可能性があるため、これらの数値は下限値です。</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator could not allocate %1%2%3.</source>
        <translation>TensorFlow の GPU アロケータは %1%2 を割り当てられませんでした%3。</translation>
    </message>
    <message>
        <source>a %1 tensor of shape %2</source>
        <translation>形状 %2 の %1 テンソル</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> with %1 of its %2 limit in use</source>
        <translation> (上限 %2 のうち %1 が使用中)</translation>
    </message>
    <message numerus="yes">
        <source>The message appears %n times (logs repeat it, often once per core); the figures are from its most complete copy.</source>
        <translation>
            <numerusform>このメッセージは %n 回現れます (ログでは繰り返されることが多く、コアごとに 1 回のこともあります)。数値は最も完全なコピーから取っています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) inside the message could not be read; they are listed as they were pasted.</source>
        <translation>
            <numerusform>メッセージ内の %n 行を読み取れませんでした。貼り付けられたままの形で一覧に示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>the text of an error message</source>
        <translation>エラーメッセージのテキスト</translation>
    </message>
    <message>
        <source>temporaries</source>
        <translation>一時領域</translation>
    </message>
    <message>
        <source>aliased (donated) output</source>
        <translation>エイリアスされた (donate された) 出力</translation>
    </message>
    <message>
        <source>generated code</source>
        <translation>生成コード</translation>
    </message>
    <message>
        <source>host temporaries</source>
        <translation>ホストの一時領域</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>&quot;This process has %1 in use&quot; is more than the GPU&apos;s %2 (a counter that wrapped around): the figure is not used.</source>
        <translation>&quot;This process has %1 in use&quot; が GPU の %2 を超えています (カウンタのオーバーフロー): この数値は使用しません。</translation>
    </message>
    <message>
        <source>Process %1 is said to hold %2, more than the GPU&apos;s %3: the figure is not used.</source>
        <translation>プロセス %1 が %2 を保持しているとされていますが、GPU の %3 を超えています: この数値は使用しません。</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>引数 %1</translation>
    </message>
    <message>
        <source>output %1</source>
        <translation>出力 %1</translation>
    </message>
    <message>
        <source>temporaries %1</source>
        <translation>一時領域 %1</translation>
    </message>
    <message>
        <source>− aliased %1</source>
        <translation>− エイリアス %1</translation>
    </message>
    <message>
        <source>generated code %1</source>
        <translation>生成コード %1</translation>
    </message>
    <message>
        <source>MaxText&apos;s total %1</source>
        <translation>MaxText の合計 %1</translation>
    </message>
    <message>
        <source>The compiler&apos;s own figure for one device: %1 (%2). It is what XLA planned for the compiled step, without the runtime&apos;s reservation; host temporaries are not counted.</source>
        <translation>1 デバイスに対するコンパイラ自身の数値: %1 (%2)。これは XLA がコンパイル済みのステップに対して計画した量で、ランタイムの予約領域は含まず、ホストの一時領域も計上されません。</translation>
    </message>
    <message>
        <source>MaxText prints its sizes in GB of 1024³ bytes (GiB), to one decimal: the figure is exact to about 0.1 GiB.</source>
        <translation>MaxText はサイズを 1024³ バイト単位の GB (GiB) で小数点以下 1 桁まで出力します: 数値の精度は約 0.1 GiB です。</translation>
    </message>
    <message>
        <source>Looked for: XLA&apos;s &quot;Ran out of memory in memory space&quot;, &quot;Used X of Y&quot;, &quot;Total hbm usage&quot;, &quot;Aborting compilation early … Requires X, has Y available&quot;, &quot;Attempting to reserve/allocate&quot;, &quot;Failed to allocate request for&quot;, &quot;Out of memory while trying to allocate&quot;; PyTorch&apos;s &quot;CUDA out of memory. Tried to allocate&quot;; TensorFlow&apos;s &quot;OOM when allocating tensor&quot;; the host&apos;s std::bad_alloc, MemoryError and the OOM killer; and the compiler&apos;s figure (memory_analysis() fields …_size_in_bytes, MaxText&apos;s &quot;Total memory size:&quot;).</source>
        <translation>検索したもの: XLA の &quot;Ran out of memory in memory space&quot;、&quot;Used X of Y&quot;、&quot;Total hbm usage&quot;、&quot;Aborting compilation early … Requires X, has Y available&quot;、&quot;Attempting to reserve/allocate&quot;、&quot;Failed to allocate request for&quot;、&quot;Out of memory while trying to allocate&quot;、PyTorch の &quot;CUDA out of memory. Tried to allocate&quot;、TensorFlow の &quot;OOM when allocating tensor&quot;、ホストの std::bad_alloc、MemoryError、OOM killer、そしてコンパイラの数値 (memory_analysis() のフィールド …_size_in_bytes、MaxText の &quot;Total memory size:&quot;)。</translation>
    </message>
    <message>
        <source>The text does mention running out of memory (%1), but without the lines that carry the figures: the full error is longer than what was pasted.</source>
        <translation>テキストにはメモリ不足への言及 (%1) がありますが、数値を含む行がありません: 完全なエラーは貼り付けられた部分より長いはずです。</translation>
    </message>
    <message>
        <source>To get the whole message: JAX prints it in full in the exception (set JAX_TRACEBACK_FILTERING=off for the whole traceback); TensorFlow and PyTorch/XLA hide the C++ log below warnings unless TF_CPP_MIN_LOG_LEVEL=0; XLA_FLAGS=--xla_dump_to=DIR writes what the compiler planned; PyTorch&apos;s CUDA message comes with torch.cuda.memory_summary(), and PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True changes how it allocates, not what it prints. Or compile the step without running it and paste compiled.memory_analysis() (JAX) or MaxText&apos;s train_compile.py output.</source>
        <translation>メッセージ全体を得るには: JAX は例外の中に全文を出力します (トレースバック全体を得るには JAX_TRACEBACK_FILTERING=off を設定)。TensorFlow と PyTorch/XLA は、TF_CPP_MIN_LOG_LEVEL=0 でない限り警告より下の C++ ログを表示しません。XLA_FLAGS=--xla_dump_to=DIR でコンパイラが計画した内容を書き出せます。PyTorch の CUDA のメッセージは torch.cuda.memory_summary() とあわせて確認できます。PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True は割り当て方を変えるもので、出力内容は変わりません。または、ステップを実行せずにコンパイルし、compiled.memory_analysis() (JAX) か MaxText の train_compile.py の出力を貼り付けてください。</translation>
    </message>
    <message>
        <source>%1 compiled the step and found that a kernel needs %2 of %3, but the core has %4: %5 too much.</source>
        <translation>%1 はステップをコンパイルし、あるカーネルが %3 を %2 必要とすると判断しましたが、コアにあるのは %4 です: %5 超過しています。</translation>
    </message>
    <message>
        <source>%1 is the newer XLA&apos;s code for this error: the step does not fit while compiling.</source>
        <translation>%1 は新しい XLA におけるこのエラーのコードです: コンパイル時にステップが収まっていません。</translation>
    </message>
    <message>
        <source>%1 is memory on the TPU core itself, not HBM: a kernel (attention, most often a Pallas kernel such as paged or flash attention) asked for more of it than the core has. Its size does not depend on the batch or the number of chips but on the kernel&apos;s block sizes and, for the tables a kernel keeps there, on the sequence length.</source>
        <translation>%1 は HBM ではなく TPU コア自体のメモリです: カーネル (アテンション。多くは paged attention や flash attention などの Pallas カーネル) がコアにある量を超えて要求しました。その量はバッチやチップ数ではなく、カーネルのブロックサイズと、カーネルがそこに保持するテーブルについてはシーケンス長によって決まります。</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate, %1, is above the %2 available. The estimate is rough, but a requirement this far over is not a matter of fragmentation.%3</source>
        <translation>XLA はメモリを計画する前に停止しました: 最初の推定値 %1 が利用可能な %2 を上回っています。推定は大まかですが、これほど大きく超える必要量は断片化の問題ではありません。%3</translation>
    </message>
    <message>
        <source> A requirement a hundred times the device or more is a shape that multiplied out (a wrong dimension, a broadcast), not a batch that is a little too large.</source>
        <translation> デバイスの 100 倍以上の必要量は、バッチが少し大きすぎるのではなく、形状が膨れ上がったもの (誤った次元、ブロードキャスト) です。</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate is above what is available.</source>
        <translation>XLA はメモリを計画する前に停止しました: 最初の推定値が利用可能な量を上回っています。</translation>
    </message>
    <message>
        <source>Only the breakdown was pasted, without the &quot;Used X of Y&quot; line: the total (%1) is what the step needs at least, the device&apos;s capacity comes from the hardware.</source>
        <translation>&quot;Used X of Y&quot; の行がなく、内訳だけが貼り付けられています: 合計 (%1) はステップに必要な量の下限で、デバイスの容量はハードウェアの値を使います。</translation>
    </message>
    <message>
        <source>Process %1 holds %2, of which PyTorch&apos;s own allocator accounts for all but %3: it is this process (inside a container PyTorch cannot tell its own PID), not another program.</source>
        <translation>プロセス %1 は %2 を保持しており、そのうち %3 を除くすべてが PyTorch 自身のアロケータによるものです: これは別のプログラムではなくこのプロセスです (コンテナ内では PyTorch は自身の PID を判別できません)。</translation>
    </message>
    <message>
        <source>The host ran out of RAM (not the accelerator&apos;s memory) when %1 was asked for.</source>
        <translation>%1 を要求したときに、(アクセラレータのメモリではなく) ホストの RAM が不足しました。</translation>
    </message>
    <message>
        <source>The host ran out of RAM, not the accelerator&apos;s memory: loading the data or the checkpoint, or memory offloaded to the host.</source>
        <translation>アクセラレータのメモリではなく、ホストの RAM が不足しました: データやチェックポイントの読み込み、またはホストにオフロードされたメモリが原因です。</translation>
    </message>
    <message>
        <source>resident when killed</source>
        <translation>強制終了時の常駐メモリ</translation>
    </message>
    <message>
        <source>the host&apos;s memory</source>
        <translation>ホストのメモリ</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis</source>
        <translation>コンパイラのメモリ解析</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>SMEM (on-chip scalar memory)</source>
        <translation>SMEM (オンチップのスカラーメモリ)</translation>
    </message>
    <message>
        <source>VMEM (on-chip vector memory)</source>
        <translation>VMEM (オンチップのベクトルメモリ)</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>ホストメモリ</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU メモリ</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必要量</translation>
    </message>
    <message>
        <source>available</source>
        <translation>利用可能</translation>
    </message>
    <message>
        <source>The message names the experts of a mixture-of-experts layer (%1): their weights and the tokens routed to them shrink with expert parallelism, a lower capacity factor and recomputing the expert matmuls.</source>
        <translation>メッセージには混合エキスパート (MoE) 層のエキスパート (%1) が含まれています: その重みとルーティングされるトークンは、エキスパート並列、より低いキャパシティ係数、エキスパートの行列積の再計算によって減らせます。</translation>
    </message>
</context>
<context>
    <name>PaddingAnalysis</name>
    <message>
        <source>pad to the dataset maximum</source>
        <translation>データセットの最大長にパディング</translation>
    </message>
    <message>
        <source>fixed length %1</source>
        <translation>固定長 %1</translation>
    </message>
    <message>
        <source>pad each batch to a multiple of %1</source>
        <translation>各バッチを %1 の倍数にパディング</translation>
    </message>
    <message>
        <source>buckets %1</source>
        <translation>バケット %1</translation>
    </message>
    <message>
        <source>pack into chunks of %1</source>
        <translation>%1 トークンのチャンクにパッキング</translation>
    </message>
    <message>
        <source>no sequence lengths to analyse</source>
        <translation>分析するシーケンス長がありません</translation>
    </message>
    <message>
        <source>the batch must be at least 1 sequence</source>
        <translation>バッチは 1 シーケンス以上である必要があります</translation>
    </message>
    <message>
        <source>the fixed length must be from 1 to %1 tokens</source>
        <translation>固定長は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>the chunk length must be from 1 to %1 tokens</source>
        <translation>チャンク長は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>a padding multiple must be from 1 to %1</source>
        <translation>パディングの倍数は 1 から %1 の範囲である必要があります</translation>
    </message>
    <message>
        <source>a bucket boundary must be from 1 to %1 tokens</source>
        <translation>バケットの境界は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>the shape budget must be at least 1</source>
        <translation>形状の上限は 1 以上である必要があります</translation>
    </message>
    <message>
        <source>Pack the sequences into chunks of %1 tokens, as the RoBERTa-on-TPU example does: one input shape, %2 of the computed tokens are padding (only in the last chunk). Packing joins documents into one stream, which suits pretraining (masked language modelling) but not examples that must stay whole.</source>
        <translation>RoBERTa の TPU サンプルと同様に、シーケンスを %1 トークンのチャンクにパッキングします: 入力形状は 1 つで、計算されるトークンのうち %2 がパディングです (最後のチャンクのみ)。パッキングはドキュメントを 1 つのストリームにつなげるため、事前学習 (マスク言語モデリング) には適していますが、分割してはならないサンプルには適しません。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</source>
        <translation>
            <numerusform>%1: 入力形状 %n 個 (上限 %2)、計算されるトークンのうち %3 がパディング、スループットのコスト %4。すべてのトークンを残す戦略の中でパディングが最も少なくなります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</source>
        <translation>
            <numerusform>%1: 入力形状 %n 個、計算されるトークンのうち %2 がパディング (スループットのコスト %3)。より多くの形状を必要とする最も安い選択肢との差は %4 ポイント以内です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1: %n shape(s), throughput cost %2.)</source>
        <translation>
            <numerusform>(%1: 形状 %n 個、スループットのコスト %2。)</numerusform>
        </translation>
    </message>
    <message>
        <source>Against padding everything to the dataset maximum (%1 tokens), a step of real tokens costs %2× less compute.</source>
        <translation>すべてをデータセットの最大長 (%1 トークン) にパディングする場合と比べ、実トークン 1 ステップ分の計算量は %2 分の 1 になります。</translation>
    </message>
    <message>
        <source>%1 pads less but cuts %2 tokens off %3 sequences.</source>
        <translation>「%1」はパディングが少なくなりますが、%3 シーケンスから %2 トークンを切り捨てます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</source>
        <translation>
            <numerusform>「%1」はパディングが少なくなります (%2) が、入力形状が約 %n 個コンパイルされ、上限の %3 を超えます。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would pad only %2 but joins examples, which this plan rules out.</source>
        <translation>「%1」ならパディングは %2 だけですが、サンプルをつなげるため、このプランでは使えません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length from 1 to %2 tokens</source>
        <translation>&quot;%1&quot; は 1 から %2 トークンの長さではありません</translation>
    </message>
    <message>
        <source>the list of lengths is empty</source>
        <translation>長さのリストが空です</translation>
    </message>
</context>
<context>
    <name>PaddingCommand</name>
    <message>
        <source>Compare padding strategies for a file of sequence lengths: input shapes (XLA compilations), padded tokens, real tokens per step and the throughput cost of the padding.</source>
        <translation>シーケンス長のファイルに対してパディング戦略を比較します: 入力形状 (XLA のコンパイル回数)、パディングトークン、ステップあたりの実トークン、パディングによるスループットのコスト。</translation>
    </message>
    <message>
        <source>Sequence lengths: one whole number per line, or a CSV/TSV file (a &quot;count&quot; column makes it a histogram).</source>
        <translation>シーケンス長: 1 行に 1 つの整数、または CSV/TSV ファイル (&quot;count&quot; 列があればヒストグラムとして扱います)。</translation>
    </message>
    <message>
        <source>CSV column of lengths, by name or number (1 = first).</source>
        <translation>長さを含む CSV の列。名前か番号で指定 (1 = 最初の列)。</translation>
    </message>
    <message>
        <source>CSV column of counts (histogram rows).</source>
        <translation>件数を含む CSV の列 (ヒストグラムの行)。</translation>
    </message>
    <message>
        <source>Sequences per step (global batch).</source>
        <translation>ステップあたりのシーケンス数 (グローバルバッチ)。</translation>
    </message>
    <message>
        <source>Length for the fixed-length strategy (default: the longest sequence rounded up to 128).</source>
        <translation>固定長戦略の長さ (デフォルト: 最長のシーケンスを 128 の倍数に切り上げた値)。</translation>
    </message>
    <message>
        <source>Pad-to-multiple strategies to compare.</source>
        <translation>比較する倍数パディング戦略。</translation>
    </message>
    <message>
        <source>Bucket boundaries, comma separated (default: 64, 128, 256, ... up to the fixed length).</source>
        <translation>バケットの境界、カンマ区切り (デフォルト: 64、128、256、… 固定長まで)。</translation>
    </message>
    <message>
        <source>Chunk length for packing (default: the fixed length).</source>
        <translation>パッキングのチャンク長 (デフォルト: 固定長)。</translation>
    </message>
    <message>
        <source>Most input shapes (compilations) a recommended strategy may need.</source>
        <translation>推奨する戦略で許容する入力形状 (コンパイル) の最大数。</translation>
    </message>
    <message>
        <source>Examples must stay whole (fine-tuning, classification): do not recommend packing.</source>
        <translation>サンプルを分割してはならない (ファインチューニング、分類): パッキングを推奨しません。</translation>
    </message>
    <message>
        <source>--lengths FILE is required</source>
        <translation>--lengths FILE は必須です</translation>
    </message>
    <message>
        <source>Lengths: %1</source>
        <translation>長さ: %1</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another with --column)</source>
        <translation>列 &quot;%1&quot; (最初の数値列。別の列は --column で選択)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>列 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>counts from column &quot;%1&quot;</source>
        <translation>列 &quot;%1&quot; の件数</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens</source>
        <translation>%1 シーケンス、%2 トークン</translation>
    </message>
    <message>
        <source>shortest %1, mean %2, median %3, p90 %4, p99 %5, longest %6</source>
        <translation>最短 %1、平均 %2、中央値 %3、p90 %4、p99 %5、最長 %6</translation>
    </message>
    <message numerus="yes">
        <source>Batch: %n sequence(s) per step; shape budget %1</source>
        <translation>
            <numerusform>バッチ: ステップあたり %n シーケンス、形状の上限 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>shapes</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <source>real tokens/step</source>
        <translation>実トークン/ステップ</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>切り詰め</translation>
    </message>
    <message>
        <source>shapes: distinct input shapes in one epoch (compilations; ~ = expected for random batches). padding: share of computed tokens that are padding. cost: extra compute per real token.</source>
        <translation>形状: 1 エポック内の異なる入力形状の数 (コンパイル回数。~ はランダムなバッチでの期待値)。パディング: 計算されるトークンのうちパディングの割合。コスト: 実トークンあたりの追加計算量。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推奨: %1</translation>
    </message>
    <message>
        <source>If examples must stay whole: %1</source>
        <translation>サンプルを分割できない場合: %1</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>準備状況</translation>
    </message>
</context>
<context>
    <name>PaddingPanel</name>
    <message>
        <source>Padding and bucketing</source>
        <translation>パディングとバケット化</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>バッチ(&amp;B):</translation>
    </message>
    <message>
        <source>Sequences per step (the global batch; the plan&apos;s by default)</source>
        <translation>ステップあたりのシーケンス数 (グローバルバッチ。デフォルトはプランの値)</translation>
    </message>
    <message>
        <source>Most &amp;shapes:</source>
        <translation>最大形状数(&amp;S):</translation>
    </message>
    <message>
        <source>Most input shapes (XLA compilations) a recommended strategy may need</source>
        <translation>推奨する戦略で許容する入力形状 (XLA のコンパイル) の最大数</translation>
    </message>
    <message>
        <source>Sequences may be concatenated and cut into chunks (pretraining). Clear it when each example must stay whole (fine-tuning, classification).</source>
        <translation>シーケンスを連結してチャンクに切り分けてもかまいません (事前学習)。各サンプルを分割してはならない場合 (ファインチューニング、分類) はオフにしてください。</translation>
    </message>
    <message>
        <source>&amp;Packing allowed</source>
        <translation>パッキングを許可(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>--pipeline-parallel: %1 is an encoder, whose training code (TensorFlow BERT and BigBird on TPUStrategy, the Hugging Face Trainer) has no pipeline: use --pipeline-parallel 1</source>
        <translation>--pipeline-parallel: %1 はエンコーダで、そのトレーニングコード (TPUStrategy 上の TensorFlow の BERT と BigBird、Hugging Face Trainer) にはパイプラインがありません: --pipeline-parallel 1 を使用してください</translation>
    </message>
    <message>
        <source>--pipeline-parallel: TensorFlow&apos;s training code runs no pipeline; use the xla runtime (MaxText) or pytorch (Megatron-LM, torchtitan)</source>
        <translation>--pipeline-parallel: TensorFlow のトレーニングコードはパイプラインを実行しません。xla ランタイム (MaxText) か pytorch (Megatron-LM、torchtitan) を使用してください</translation>
    </message>
    <message>
        <source>--pipeline-parallel: %1 stages are more than the %2 layers of %3</source>
        <translation>--pipeline-parallel: %1 ステージは %3 の層数 %2 を超えています</translation>
    </message>
    <message>
        <source>--virtual-stages: %1 stages × %2 chunks of layers are more than the %3 layers of %4</source>
        <translation>--virtual-stages: %1 ステージ × 層のチャンク %2 個は %4 の層数 %3 を超えています</translation>
    </message>
    <message>
        <source>%1: MaxText cuts the %2 layers of %3 into stages × repeats = %4 equal parts, which does not divide them</source>
        <translation>%1: MaxText は %3 の %2 層をステージ × 繰り返し = %4 個の等しい部分に分けますが、層数がこれで割り切れません</translation>
    </message>
    <message>
        <source>%1: Megatron-LM&apos;s interleaved schedule needs the %2 layers of %3 divisible by stages × virtual stages = %4</source>
        <translation>%1: Megatron-LM のインターリーブスケジュールでは、%3 の層数 %2 がステージ × 仮想ステージ = %4 で割り切れる必要があります</translation>
    </message>
    <message>
        <source>--microbatches: a pipeline needs at least one microbatch</source>
        <translation>--microbatches: パイプラインには 1 つ以上のマイクロバッチが必要です</translation>
    </message>
    <message>
        <source>--microbatches: %1 microbatches do not divide the %2 sequences a pipeline holds per step (the batch per device × tensor parallelism)</source>
        <translation>--microbatches: マイクロバッチ %1 個では、パイプラインがステップあたりに保持する %2 シーケンス (デバイスあたりのバッチ × テンソル並列) を割り切れません</translation>
    </message>
    <message>
        <source>--microbatches: MaxText needs the microbatches (%1) to be a multiple of the %2 stages</source>
        <translation>--microbatches: MaxText ではマイクロバッチ数 (%1) がステージ数 %2 の倍数である必要があります</translation>
    </message>
    <message>
        <source>--microbatches: the interleaved schedule needs at least one microbatch per stage (%1 &lt; %2)</source>
        <translation>--microbatches: インターリーブスケジュールにはステージあたり 1 つ以上のマイクロバッチが必要です (%1 &lt; %2)</translation>
    </message>
</context>
<context>
    <name>PipelineCommands</name>
    <message>
        <source>Pipeline of %1 stages (%2): each optimizer step&apos;s batch per pipeline is cut into %3 microbatches; the bubble, %4 % of the step, is in the step time. The heaviest stage&apos;s memory is the figure that decides the fit.</source>
        <translation>%1 ステージのパイプライン (%2): オプティマイザの各ステップで、パイプラインあたりのバッチを %3 個のマイクロバッチに分割します。バブル (ステップの %4%) はステップ時間に含まれています。収まるかどうかは最も重いステージのメモリで決まります。</translation>
    </message>
</context>
<context>
    <name>PlanComparison</name>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>勾配チェックポイント</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス数</translation>
    </message>
    <message>
        <source>Batch per device</source>
        <translation>デバイスあたりのバッチ</translation>
    </message>
    <message>
        <source>Accumulation steps</source>
        <translation>累積ステップ数</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>メモリに収まるか</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>トレーニング時間</translation>
    </message>
    <message>
        <source>Expected time with preemptions</source>
        <translation>プリエンプションを考慮した期待時間</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>1 時間あたりの価格</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Expected cost with preemptions</source>
        <translation>プリエンプションを考慮した期待コスト</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>block-sparse</source>
        <translation>ブロックスパース</translation>
    </message>
    <message>
        <source>full</source>
        <translation>フル</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>エポック</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Model type</source>
        <translation>モデルタイプ</translation>
    </message>
    <message>
        <source>Parameters (encoder)</source>
        <translation>パラメータ (エンコーダ)</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>語彙サイズ</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隠れ層サイズ</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>中間層サイズ</translation>
    </message>
    <message>
        <source>Position embeddings</source>
        <translation>位置埋め込み数</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>トークンタイプ数</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>活性化関数</translation>
    </message>
    <message>
        <source>Hidden dropout</source>
        <translation>隠れ層のドロップアウト</translation>
    </message>
    <message>
        <source>Attention dropout</source>
        <translation>アテンションのドロップアウト</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>ランダムブロック数</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <source>Masked positions per sequence</source>
        <translation>シーケンスあたりのマスク位置数</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>次文予測</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル数</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>トレーニング</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>Run length given in</source>
        <translation>実行の長さの単位</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>トークン数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>エポック数</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>データセットのトークン数</translation>
    </message>
    <message>
        <source>Dataset in Cloud Storage (GiB)</source>
        <translation>Cloud Storage 上のデータセット (GiB)</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>ドロップアウト</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU ランタイム</translation>
    </message>
    <message>
        <source>Most accumulation steps</source>
        <translation>最大累積ステップ数</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>スライスと GPU</translation>
    </message>
    <message>
        <source>every slice of the generations</source>
        <translation>対象世代のすべてのスライス</translation>
    </message>
    <message>
        <source>TPU generations</source>
        <translation>TPU 世代</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Include GPUs</source>
        <translation>GPU を含める</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>制約</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>順位付けの基準</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>期限 (時間)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Memory safety margin</source>
        <translation>メモリの安全マージン</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source>Preemptions per hour</source>
        <translation>1 時間あたりのプリエンプション回数</translation>
    </message>
    <message>
        <source>Checkpoint write (minutes)</source>
        <translation>チェックポイントの書き込み (分)</translation>
    </message>
    <message>
        <source>Restart (minutes)</source>
        <translation>再起動 (分)</translation>
    </message>
    <message>
        <source>Preemptible limit (hours)</source>
        <translation>プリエンプティブルの制限 (時間)</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>効率</translation>
    </message>
    <message>
        <source>default</source>
        <translation>デフォルト</translation>
    </message>
    <message>
        <source>Efficiency (MFU), %1</source>
        <translation>効率 (MFU)、%1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>Candidates listed</source>
        <translation>表示する候補数</translation>
    </message>
    <message>
        <source>Simulation seed</source>
        <translation>シミュレーションのシード</translation>
    </message>
    <message>
        <source>Simulation runs</source>
        <translation>シミュレーションの実行回数</translation>
    </message>
    <message>
        <source>Chosen setup</source>
        <translation>選択した構成</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>選択なし</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/s</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>データ準備</translation>
    </message>
    <message>
        <source>follows the plan</source>
        <translation>プランに従う</translation>
    </message>
    <message>
        <source>Sequence lengths file</source>
        <translation>シーケンス長ファイル</translation>
    </message>
    <message>
        <source>Lengths column</source>
        <translation>長さの列</translation>
    </message>
    <message>
        <source>Padding batch</source>
        <translation>パディングのバッチ</translation>
    </message>
    <message>
        <source>Most input shapes</source>
        <translation>入力形状の上限</translation>
    </message>
    <message>
        <source>Packing allowed</source>
        <translation>パッキング可</translation>
    </message>
    <message>
        <source>Tokens to shard</source>
        <translation>シャードするトークン数</translation>
    </message>
    <message>
        <source>Tokens per record</source>
        <translation>レコードあたりのトークン数</translation>
    </message>
    <message>
        <source>Slice reading the shards</source>
        <translation>シャードを読むスライス</translation>
    </message>
    <message>
        <source>Hosts reading the shards</source>
        <translation>シャードを読むホスト数</translation>
    </message>
    <message>
        <source>TPU access</source>
        <translation>TPU へのアクセス</translation>
    </message>
    <message>
        <source>Training data location</source>
        <translation>学習データの場所</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>チェックリスト: %1</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>損失のチャンク数</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>ファインチューニング</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA ランク</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA の対象</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>FSDP devices</source>
        <translation>FSDP デバイス</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>スライス</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>ジョブあたりの GPU</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>ホストオフロード</translation>
    </message>
    <message>
        <source>Matmul efficiency</source>
        <translation>行列積の効率</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message>
        <source>Custom activation placement</source>
        <translation>アクティベーションのカスタム配置</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>ページドオプティマイザ</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>逆伝播中のオプティマイザのステップ</translation>
    </message>
    <message>
        <source>8-bit AdamW allowed</source>
        <translation>8 ビット AdamW 可</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>キャパシティ係数</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>エキスパート並列</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>コンテキスト並列</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>パイプラインのステージ数</translation>
    </message>
    <message>
        <source>Pipeline microbatches</source>
        <translation>パイプラインのマイクロバッチ数</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>仮想ステージ数</translation>
    </message>
</context>
<context>
    <name>PlanFields</name>
    <message>
        <source>Gathered positions per sequence for mlm-masked.</source>
        <translation>mlm-masked で収集するシーケンスあたりの位置数。</translation>
    </message>
    <message>
        <source>Add a next-sentence-prediction head.</source>
        <translation>次文予測ヘッドを追加します。</translation>
    </message>
    <message>
        <source>Labels of a classification head.</source>
        <translation>分類ヘッドのラベル数。</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>トークン単位のシーケンス長。</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all devices.</source>
        <translation>オプティマイザのステップあたりのシーケンス数 (全デバイスの合計)。</translation>
    </message>
    <message>
        <source>Whether the run is given in steps, tokens or epochs.</source>
        <translation>実行の長さをステップ数、トークン数、エポック数のどれで指定するか。</translation>
    </message>
    <message>
        <source>Optimizer steps.</source>
        <translation>オプティマイザのステップ数。</translation>
    </message>
    <message>
        <source>Tokens to train on (instead of --steps).</source>
        <translation>トレーニングするトークン数 (--steps の代わり)。</translation>
    </message>
    <message>
        <source>Epochs over --dataset-tokens (instead of --steps).</source>
        <translation>--dataset-tokens に対するエポック数 (--steps の代わり)。</translation>
    </message>
    <message>
        <source>Tokens in the dataset (for --epochs).</source>
        <translation>データセットのトークン数 (--epochs 用)。</translation>
    </message>
    <message>
        <source>Dataset size in Cloud Storage, GiB (storage cost).</source>
        <translation>Cloud Storage 上のデータセットのサイズ、GiB (ストレージコスト)。</translation>
    </message>
    <message>
        <source>Train without dropout.</source>
        <translation>ドロップアウトなしでトレーニングします。</translation>
    </message>
    <message>
        <source>Runtime on GPUs: pytorch or tensorflow.</source>
        <translation>GPU でのランタイム: pytorch または tensorflow。</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none).</source>
        <translation>トレーニングコードが対応する勾配累積ステップの最大数 (1 = なし)。</translation>
    </message>
    <message>
        <source>Comma-separated slices or GPUs to consider.</source>
        <translation>検討するスライスまたは GPU (カンマ区切り)。</translation>
    </message>
    <message>
        <source>Comma-separated TPU generations to consider (default all).</source>
        <translation>検討する TPU 世代 (カンマ区切り、デフォルトはすべて)。</translation>
    </message>
    <message>
        <source>Also consider the catalog&apos;s GPUs.</source>
        <translation>カタログの GPU も検討します。</translation>
    </message>
    <message>
        <source>Comma-separated regions (default all).</source>
        <translation>リージョン (カンマ区切り、デフォルトはすべて)。</translation>
    </message>
    <message>
        <source>Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar, flex-start.</source>
        <translation>料金モデル (カンマ区切り): on-demand、preemptible、spot、1-year、3-year、colab-free、calendar、flex-start。</translation>
    </message>
    <message>
        <source>Rank by cost, time or balanced.</source>
        <translation>順位付けの基準: cost、time または balanced。</translation>
    </message>
    <message>
        <source>Drop candidates whose expected time exceeds this.</source>
        <translation>期待時間がこれを超える候補を除外します。</translation>
    </message>
    <message>
        <source>Drop candidates whose expected cost exceeds this.</source>
        <translation>期待コストがこれを超える候補を除外します。</translation>
    </message>
    <message>
        <source>Share of device memory kept free.</source>
        <translation>デバイスメモリのうち空けておく割合。</translation>
    </message>
    <message>
        <source>Preemptions per hour on preemptible/spot.</source>
        <translation>preemptible/spot での 1 時間あたりのプリエンプション回数。</translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint.</source>
        <translation>チェックポイントの保存にかかる分数。</translation>
    </message>
    <message>
        <source>Minutes to restart after a preemption.</source>
        <translation>プリエンプション後の再起動にかかる分数。</translation>
    </message>
    <message>
        <source>Hours after which a preemptible VM is stopped.</source>
        <translation>プリエンプティブル VM が停止されるまでの時間数。</translation>
    </message>
    <message>
        <source>How many candidates to print (0 = all).</source>
        <translation>表示する候補の数 (0 = すべて)。</translation>
    </message>
    <message>
        <source>Seed of the preemption simulation.</source>
        <translation>プリエンプションのシミュレーションのシード。</translation>
    </message>
    <message>
        <source>Runs of the preemption simulation (0 = none).</source>
        <translation>プリエンプションのシミュレーションの実行回数 (0 = なし)。</translation>
    </message>
    <message>
        <source>mlm, mlm-masked or classification (encoders); causal-lm (decoders, their default).</source>
        <translation>mlm、mlm-masked または classification (エンコーダ)。causal-lm (デコーダ。デコーダではこれがデフォルト)。</translation>
    </message>
    <message>
        <source>auto, eager (stores the s x s probabilities) or flash (FlashAttention-2, splash attention on TPUs).</source>
        <translation>auto、eager (s x s の確率を保存) または flash (FlashAttention-2、TPU では splash attention)。</translation>
    </message>
    <message>
        <source>full, lora (adapters on a frozen base) or qlora (adapters on a 4-bit base).</source>
        <translation>full、lora (凍結したベースにアダプタ) または qlora (4 ビットのベースにアダプタ)。</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters.</source>
        <translation>LoRA アダプタのランク r。</translation>
    </message>
    <message>
        <source>The matrices LoRA adapts: qv or all-linear.</source>
        <translation>LoRA で適応する行列: qv または all-linear。</translation>
    </message>
    <message>
        <source>auto, replicate, zero1 (optimizer states sharded), zero2 (+ gradients) or fsdp (+ parameters), over the fsdp axis.</source>
        <translation>auto、replicate、zero1 (オプティマイザの状態をシャード)、zero2 (+ 勾配)、fsdp (+ パラメータ) のいずれか。fsdp 軸上でシャードします。</translation>
    </message>
    <message>
        <source>Devices sharing one shard of the states (0 = all of a slice).</source>
        <translation>状態の 1 つのシャードを分担するデバイス数 (0 = スライス全体)。</translation>
    </message>
    <message>
        <source>Devices that split each layer&apos;s matrices (0 = the planner chooses).</source>
        <translation>各層の行列を分割するデバイス数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>TPU slices joined over the data-centre network (0 = one).</source>
        <translation>データセンターネットワークで結合する TPU スライス数 (0 = 1 つ)。</translation>
    </message>
    <message>
        <source>GPUs in one job (0 = the planner chooses).</source>
        <translation>1 つのジョブの GPU 数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>auto, none, all, or a comma-separated list of optimizer, params, activations.</source>
        <translation>auto、none、all、または optimizer、params、activations のカンマ区切りリスト。</translation>
    </message>
    <message>
        <source>Override the share of the peak that the matmuls of a generation or GPU reach, e.g. v3=0.4 (repeatable).</source>
        <translation>世代または GPU の行列積が達するピークの割合を上書きします。例: v3=0.4 (複数回指定可)。</translation>
    </message>
    <message>
        <source>adamw, adam, adafactor, sgd, momentum, lamb or adamw-8bit (bitsandbytes, torchao; CUDA GPUs).</source>
        <translation>adamw、adam、adafactor、sgd、momentum、lamb または adamw-8bit (bitsandbytes、torchao。CUDA GPU)。</translation>
    </message>
    <message>
        <source>Comma-separated policies to try: none, full, every-k, selective (attention), selective-ops (torchtitan), MaxText&apos;s minimal, save_qkv_proj, save_dot_except_mlp, save_dot_except_mlpwi, save_dot_with_context_except_mlp, qkv_proj_offloaded, minimal_offloaded, and custom (remat_placement).</source>
        <translation>試すポリシー (カンマ区切り): none、full、every-k、selective (アテンション)、selective-ops (torchtitan)、MaxText の minimal、save_qkv_proj、save_dot_except_mlp、save_dot_except_mlpwi、save_dot_with_context_except_mlp、qkv_proj_offloaded、minimal_offloaded、および custom (remat_placement)。</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom keeps: tensor=placement pairs (remat, device or offload) over decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi_0, mlpwi_1, mlpwo; unnamed tensors take MaxText&apos;s defaults (the layer input on the device, the rest recomputed).</source>
        <translation>勾配チェックポイントのポリシー custom で保持するもの: decoder_layer_input、query_proj、key_proj、value_proj、context、out_proj、mlpwi_0、mlpwi_1、mlpwo に対する tensor=placement の組 (placement は remat、device または offload)。指定しないテンソルは MaxText のデフォルト (層の入力はデバイス上、残りは再計算) になります。</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the logits of one chunk of N are live at a time (MaxText num_vocab_tiling, torchtune CEWithChunkedOutputLoss); 0 = the planner chooses 1 or 8.</source>
        <translation>チャンク化または融合した交差エントロピー: 同時に保持されるのは N 個のチャンクのうち 1 つ分のロジットだけです (MaxText の num_vocab_tiling、torchtune の CEWithChunkedOutputLoss)。0 = プランナーが 1 か 8 を選択。</translation>
    </message>
    <message>
        <source>auto, eager (fp32 logits, log-softmax and gradient: Hugging Face) or fused (XLA; torchtitan&apos;s one fp32 upcast; Liger-Kernel).</source>
        <translation>auto、eager (fp32 のロジット、log-softmax、勾配: Hugging Face) または fused (XLA、torchtitan の 1 回の fp32 アップキャスト、Liger-Kernel)。</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short.</source>
        <translation>bitsandbytes のページドオプティマイザ: 状態は CUDA ユニファイドメモリに置かれ、PyTorch のアロケータの統計には含まれず、GPU のメモリが不足するとホスト RAM に移されます。</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation).</source>
        <translation>torchtune の optimizer_in_bwd: 各勾配は計算されるとすぐに適用され、解放されます (勾配累積なし)。</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>AdamW の状態が収まらない GPU では、探索で 8 ビット AdamW (bitsandbytes、torchao) を使えるようにします。</translation>
    </message>
    <message>
        <source>Mixture of experts: each expert takes at most capacity factor x its even share of the routed tokens and drops the rest; 0 = dropless.</source>
        <translation>混合エキスパート (MoE): 各エキスパートはルーティングされたトークンの均等な割り当ての最大キャパシティ係数倍まで受け取り、残りはドロップします。0 = ドロップなし。</translation>
    </message>
    <message>
        <source>Devices the routed experts of a mixture of experts are split over (0 = the planner chooses).</source>
        <translation>混合エキスパート (MoE) のルーティングされるエキスパートを分割するデバイス数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>Comma-separated precisions to try: fp32, bf16-mixed, fp16-mixed, bf16 (pure), fp8-mixed, int8-mixed (linear layers in 8 bits where the hardware has it).</source>
        <translation>試す精度 (カンマ区切り): fp32、bf16-mixed、fp16-mixed、bf16 (純粋)、fp8-mixed、int8-mixed (ハードウェアが対応していれば線形層を 8 ビットで実行)。</translation>
    </message>
    <message>
        <source>Devices each sequence&apos;s tokens are split over (0 = the planner chooses).</source>
        <translation>各シーケンスのトークンを分割するデバイス数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are cut into (0 = the planner chooses).</source>
        <translation>層を分割するパイプラインのステージ数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>Microbatches per pipeline step (0 = the planner chooses).</source>
        <translation>パイプラインのステップあたりのマイクロバッチ数 (0 = プランナーが選択)。</translation>
    </message>
    <message>
        <source>Layer chunks per pipeline rank, for interleaved schedules (0 = the planner chooses).</source>
        <translation>インターリーブスケジュールでのパイプラインランクあたりの層のチャンク数 (0 = プランナーが選択)。</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation>不明な値 &quot;%1&quot; (指定できる値: %2)</translation>
    </message>
    <message>
        <source>the plan file is empty</source>
        <translation>プランファイルが空です</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>必須フィールドがありません</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 トークンはモデルの位置埋め込み数 %2 を超えています</translation>
    </message>
    <message>
        <source>give exactly one of steps, tokens and epochs</source>
        <translation>steps、tokens、epochs のうち 1 つだけを指定してください</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>%1 のいずれかが必要です</translation>
    </message>
    <message>
        <source>expected pytorch or tensorflow</source>
        <translation>pytorch か tensorflow が必要です</translation>
    </message>
    <message>
        <source>expected cost, time or balanced</source>
        <translation>cost、time、balanced のいずれかが必要です</translation>
    </message>
    <message>
        <source>must be below %1, got %2</source>
        <translation>%1 未満である必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>a plan file</source>
        <translation>プランファイル</translation>
    </message>
    <message>
        <source>expected vm or node</source>
        <translation>vm か node が必要です</translation>
    </message>
    <message>
        <source>expected gcs, local or memory</source>
        <translation>gcs、local、memory のいずれかが必要です</translation>
    </message>
    <message>
        <source>expected a mapping of checklist item ids to true or false</source>
        <translation>チェックリスト項目 ID から true または false へのマッピングが必要です</translation>
    </message>
    <message>
        <source>expected %1 for %2, got &quot;%3&quot;</source>
        <translation>%2 には %1 が必要ですが、&quot;%3&quot; が指定されました</translation>
    </message>
</context>
<context>
    <name>PlanInput</name>
    <message>
        <source>must be between 1 and 1,048,576</source>
        <translation>1 から 1,048,576 の範囲である必要があります</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 トークンはモデルの位置埋め込み数 %2 を超えています</translation>
    </message>
    <message>
        <source>must be between 1 and 16,777,216</source>
        <translation>1 から 16,777,216 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 1 and 10^12</source>
        <translation>1 から 10^12 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 1 and 10^18</source>
        <translation>1 から 10^18 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be above 0 and at most 10^6</source>
        <translation>0 より大きく 10^6 以下である必要があります</translation>
    </message>
    <message>
        <source>epochs need the dataset&apos;s size in tokens (1 to 10^18)</source>
        <translation>エポックを使うには、データセットのトークン数 (1 から 10^18) が必要です</translation>
    </message>
    <message>
        <source>must be between 1 and 65,536</source>
        <translation>1 から 65,536 の範囲である必要があります</translation>
    </message>
    <message>
        <source>allow at least one precision</source>
        <translation>精度を 1 つ以上許可してください</translation>
    </message>
    <message>
        <source>allow at least one policy</source>
        <translation>ポリシーを 1 つ以上許可してください</translation>
    </message>
    <message>
        <source>must be at least 0 and below 0.9</source>
        <translation>0 以上 0.9 未満である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 10 per hour</source>
        <translation>1 時間あたり 0 から 10 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 600 minutes</source>
        <translation>0 から 600 分の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 1440 minutes</source>
        <translation>0 から 1440 分の範囲である必要があります</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>負の値にはできません</translation>
    </message>
    <message>
        <source>must be above %1</source>
        <translation>%1 より大きい必要があります</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>%1 以上である必要があります</translation>
    </message>
    <message>
        <source>must be below %1</source>
        <translation>%1 未満である必要があります</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>%1 以下である必要があります</translation>
    </message>
    <message>
        <source>%1 trains with %2, not %3</source>
        <translation>%1 は %3 ではなく %2 でトレーニングします</translation>
    </message>
    <message>
        <source>must be between 0 and 65,536</source>
        <translation>0 から 65,536 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 4,096</source>
        <translation>0 から 4,096 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 1,024</source>
        <translation>0 から 1,024 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 16</source>
        <translation>0 から 16 の範囲である必要があります</translation>
    </message>
    <message>
        <source>must be between 0 and 128</source>
        <translation>0 から 128 の範囲である必要があります</translation>
    </message>
</context>
<context>
    <name>PlanOptions</name>
    <message>
        <source>%1 Default: %2.</source>
        <translation>%1 デフォルト: %2。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, got &quot;%2&quot;</source>
        <translation>--%1 は整数である必要がありますが、&quot;%2&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 must be a number, got &quot;%2&quot;</source>
        <translation>--%1 は数値である必要がありますが、&quot;%2&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 takes a comma-separated list of %2, got &quot;%3&quot;</source>
        <translation>--%1 には %2 のカンマ区切りリストを指定する必要がありますが、&quot;%3&quot; が指定されました</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>The plan library “%1” is in use by another program (the database is locked). Nothing was changed. Close the other program, or try again in a moment.</source>
        <translation>プランライブラリ「%1」は別のプログラムが使用中です (データベースがロックされています)。何も変更されていません。別のプログラムを閉じるか、しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged and cannot be read (%2). It has not been changed. You can keep it aside under another name and start a new, empty library.</source>
        <translation>プランライブラリ「%1」は破損しているため読み込めません (%2)。ファイルは変更されていません。別の名前で退避して、新しい空のライブラリを始めることができます。</translation>
    </message>
    <message>
        <source>The plan library “%1” was written by a newer version of TPU Planner (library format %2; this version reads formats up to %3). It has not been changed. Update TPU Planner to open it.</source>
        <translation>プランライブラリ「%1」は新しいバージョンの TPU Planner で作成されています (ライブラリ形式 %2、このバージョンが読めるのは形式 %3 まで)。ファイルは変更されていません。開くには TPU Planner を更新してください。</translation>
    </message>
    <message>
        <source>“%1” is a database of another program, not a TPU Planner plan library. It has not been changed. Choose another file.</source>
        <translation>「%1」は TPU Planner のプランライブラリではなく、別のプログラムのデータベースです。ファイルは変更されていません。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be opened: %2.</source>
        <translation>プランライブラリ「%1」を開けません: %2。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only and was written by an older version of TPU Planner; it must be upgraded before it can be opened, which needs write access. It has not been changed.</source>
        <translation>プランライブラリ「%1」は読み取り専用で、古いバージョンの TPU Planner で作成されています。開く前にアップグレードが必要で、それには書き込み権限が必要です。ファイルは変更されていません。</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be created: its folder is read-only. Choose another file.</source>
        <translation>プランライブラリ「%1」を作成できません: フォルダーが読み取り専用です。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>The folder of the plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>プランライブラリ「%1」のフォルダーは読み取り専用です。プランは YAML として開いたり保存したりできますが、ライブラリへの変更は保存できません。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>プランライブラリ「%1」は読み取り専用です。プランは YAML として開いたり保存したりできますが、ライブラリへの変更は保存できません。</translation>
    </message>
    <message>
        <source>The plan could not be saved as “%1”: %2.</source>
        <translation>プランを「%1」として保存できませんでした: %2。</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ファイルではありません</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>ファイルを読み込めません</translation>
    </message>
    <message>
        <source>the file is too short to be a database</source>
        <translation>データベースとしては短すぎるファイルです</translation>
    </message>
    <message>
        <source>it holds an unfinished write that only a writable open can undo (%1)</source>
        <translation>書き込み可能な状態で開かないと取り消せない、未完了の書き込みが残っています (%1)</translation>
    </message>
    <message>
        <source>the table “%1” is missing</source>
        <translation>テーブル「%1」がありません</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>ファイル名が指定されていません</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>フォルダーが存在しません</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>ファイルが存在しません</translation>
    </message>
    <message>
        <source>The plan library “%1” is not damaged; it was not moved.</source>
        <translation>プランライブラリ「%1」は破損していないため、移動しませんでした。</translation>
    </message>
    <message>
        <source>The damaged plan library “%1” could not be renamed to “%2”; nothing was changed.</source>
        <translation>破損したプランライブラリ「%1」の名前を「%2」に変更できませんでした。何も変更されていません。</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>プランライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>The plan library “%1” is open read-only; nothing was changed.</source>
        <translation>プランライブラリ「%1」は読み取り専用で開かれています。何も変更されていません。</translation>
    </message>
    <message>
        <source>The plan library “%1” is locked by another program.</source>
        <translation>プランライブラリ「%1」は別のプログラムによってロックされています。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only.</source>
        <translation>プランライブラリ「%1」は読み取り専用です。</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged (%2).</source>
        <translation>プランライブラリ「%1」は破損しています (%2)。</translation>
    </message>
    <message>
        <source>The disk holding the plan library “%1” is full.</source>
        <translation>プランライブラリ「%1」があるディスクの空き容量がありません。</translation>
    </message>
    <message>
        <source>Writing the plan library “%1” failed (%2).</source>
        <translation>プランライブラリ「%1」への書き込みに失敗しました (%2)。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no plan with id %2.</source>
        <translation>プランライブラリ「%1」に ID %2 のプランはありません。</translation>
    </message>
    <message>
        <source>A plan needs a name.</source>
        <translation>プランには名前が必要です。</translation>
    </message>
    <message>
        <source>A plan name can have at most %1 characters.</source>
        <translation>プラン名は最大 %1 文字です。</translation>
    </message>
    <message>
        <source>A plan named “%1” already exists.</source>
        <translation>「%1」という名前のプランはすでに存在します。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The plan was not saved: %1</source>
        <translation>プランは保存されませんでした: %1</translation>
    </message>
    <message>
        <source>the plan to save</source>
        <translation>保存するプラン</translation>
    </message>
    <message>
        <source>The plan was not saved.</source>
        <translation>プランは保存されませんでした。</translation>
    </message>
    <message>
        <source>The plan was not renamed.</source>
        <translation>プランの名前は変更されませんでした。</translation>
    </message>
    <message>
        <source>The plan was not duplicated.</source>
        <translation>プランは複製されませんでした。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (コピー)</translation>
    </message>
    <message>
        <source>The tags were not changed.</source>
        <translation>タグは変更されませんでした。</translation>
    </message>
    <message>
        <source>The plan was not deleted.</source>
        <translation>プランは削除されませんでした。</translation>
    </message>
    <message>
        <source>The plan was not restored.</source>
        <translation>プランは復元されませんでした。</translation>
    </message>
    <message>
        <source>The plan was not removed.</source>
        <translation>プランは除去されませんでした。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no deleted plan with id %2.</source>
        <translation>プランライブラリ「%1」に ID %2 の削除済みプランはありません。</translation>
    </message>
    <message>
        <source>The list of plans could not be read.</source>
        <translation>プランの一覧を読み込めませんでした。</translation>
    </message>
    <message>
        <source>The history of the plan could not be read.</source>
        <translation>プランの履歴を読み込めませんでした。</translation>
    </message>
    <message>
        <source>The plan was not opened.</source>
        <translation>プランは開かれませんでした。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no revision %2 of the plan with id %3.</source>
        <translation>プランライブラリ「%1」に、ID %3 のプランのリビジョン %2 はありません。</translation>
    </message>
    <message>
        <source>plan “%1”, revision %2</source>
        <translation>プラン「%1」、リビジョン %2</translation>
    </message>
    <message>
        <source>The plan “%1” (revision %2) in “%3” cannot be read: %4</source>
        <translation>「%3」のプラン「%1」(リビジョン %2) を読み込めません: %4</translation>
    </message>
    <message>
        <source>the chosen candidate is not a JSON object (%1)</source>
        <translation>選択された候補が JSON オブジェクトではありません (%1)</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>set in the plan</source>
        <translation>プランで設定</translation>
    </message>
    <message>
        <source>%1 is skipped: the global batch %2 does not split evenly over its %3 devices</source>
        <translation>%1 はスキップされます: グローバルバッチ %2 をその %3 デバイスで均等に分割できません</translation>
    </message>
    <message>
        <source>No candidate fits: try checkpointing, bf16, a shorter sequence or a larger device.</source>
        <translation>収まる候補がありません: 勾配チェックポイント、bf16、短いシーケンス、または大きなデバイスを試してください。</translation>
    </message>
    <message>
        <source>Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).</source>
        <translation>収まります: %3あたり %2 GiB のうち %1 GiB (%4% を安全マージンとして空けています)。</translation>
    </message>
    <message>
        <source>Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.</source>
        <translation>収まりません: バッチ 1 でも %1 GiB が必要で、%3あたり使用可能な %2 GiB を超えます。</translation>
    </message>
    <message>
        <source>%1 needs checkpointing: without it %2 GiB exceed the %3 GiB usable per %4.</source>
        <translation>%1 には勾配チェックポイントが必要です: なしでは %2 GiB となり、%4あたり使用可能な %3 GiB を超えます。</translation>
    </message>
    <message>
        <source>Checkpointing (%1) recomputes part of the forward pass: +%2 % step time, %3 h of the %4 h of compute.</source>
        <translation>勾配チェックポイント (%1) は順伝播の一部を再計算します: ステップ時間 +%2%、計算時間 %4 h のうち %3 h。</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.</source>
        <translation>%2あたりバッチ %1 × 累積ステップ %3 × %4 デバイス = グローバルバッチ %5。</translation>
    </message>
    <message>
        <source>Preemptible machines stop after 24 hours: the run restarts from its last checkpoint %1 time(s) on average.</source>
        <translation>プリエンプティブルマシンは 24 時間で停止します: 実行は平均 %1 回、最後のチェックポイントから再開します。</translation>
    </message>
    <message>
        <source>The session limit of %1 h stops the run %2 time(s) on average (a preemption also starts a new session); each time it resumes from its last checkpoint.</source>
        <translation>%1 h のセッション制限により、実行は平均 %2 回停止します (プリエンプションでも新しいセッションが始まります)。そのたびに最後のチェックポイントから再開します。</translation>
    </message>
    <message>
        <source>A %1-year committed-use discount bills its whole term, %2 h, whether the run uses it or not: %3 for the accelerator. It pays only when other work fills the term.</source>
        <translation>%1 年の確約利用割引は、実行で使うかどうかにかかわらず期間全体 (%2 h) が課金されます: アクセラレータで %3。期間をほかの作業で埋められる場合にのみ元が取れます。</translation>
    </message>
    <message>
        <source>The price (%1, %2) is older than %3 months: check it before you rely on it.</source>
        <translation>価格 (%1、%2) は %3 か月以上前のものです: 当てにする前に確認してください。</translation>
    </message>
    <message>
        <source>Best by %1 among %2 candidates that fit.</source>
        <translation>収まる候補 %2 件のうち、%1 で最良です。</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster.</source>
        <translation>パレートフロント上: これより安くて速いものはありません。</translation>
    </message>
    <message>
        <source>Too many checkpoints, preemptions or restarts to simulate the run one by one: only the expected time is shown, without its spread.</source>
        <translation>チェックポイント、プリエンプション、再起動が多すぎて実行を 1 回ずつシミュレーションできません。期待値のみを表示し、ばらつきは表示しません。</translation>
    </message>
    <message>
        <source>%1 GiB usable per %2, as XLA reports it, of %3 GiB nominal.</source>
        <translation>公称 %3 GiB のうち、%2あたり %1 GiB が使用可能です (XLA の報告値)。</translation>
    </message>
    <message>
        <source>%1 capacity lasts at most %2 days: the run needs %3 new reservation(s) on average, and resumes from its last checkpoint on each.</source>
        <translation>%1 のキャパシティは最長 %2 日間です: 実行には平均 %3 回の新しい予約が必要で、そのたびに最後のチェックポイントから再開します。</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) needs %7 GiB there with full checkpointing and a batch of 1, within the %8 GiB usable (--finetune lora).</source>
        <translation>%1 はフルトレーニングでは %2 1 つに収まりません: モデルの状態が %4あたり %3 GiB です。LoRA r=%5 (%6) なら、全層の勾配チェックポイントとバッチ 1 で %7 GiB となり、使用可能な %8 GiB に収まります (--finetune lora)。</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) would need %7 GiB there with full checkpointing and a batch of 1, still more than the %8 GiB usable.</source>
        <translation>%1 はフルトレーニングでは %2 1 つに収まりません: モデルの状態が %4あたり %3 GiB です。LoRA r=%5 (%6) でも、全層の勾配チェックポイントとバッチ 1 で %7 GiB が必要となり、使用可能な %8 GiB を超えます。</translation>
    </message>
    <message>
        <source>The model states alone (weights, gradients, optimizer states) need %1 GiB per %2: every %2 holds a full replica.</source>
        <translation>モデルの状態 (重み、勾配、オプティマイザの状態) だけで %2あたり %1 GiB が必要です: 各%2が完全なレプリカを保持します。</translation>
    </message>
    <message>
        <source>Attention: %1, which keeps no s x s probabilities.</source>
        <translation>アテンション: %1 (s x s の確率を保持しません)。</translation>
    </message>
    <message>
        <source>Attention: eager; the s x s probabilities of every head are stored.</source>
        <translation>アテンション: eager。すべてのヘッドの s x s の確率を保存します。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ICI</source>
        <translation>ICI</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>the gradient all-reduce over DCN</source>
        <translation>DCN を介した勾配の all-reduce</translation>
    </message>
    <message>
        <source>FSDP over %1</source>
        <translation>%1 上の FSDP</translation>
    </message>
    <message>
        <source>the gradient all-reduce over %1</source>
        <translation>%1 を介した勾配の all-reduce</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message>
        <source>Replicated</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <translation>%1 はスキップされました: %2</translation>
    </message>
    <message>
        <source>%1 (%2): a full replica of the model states needs %3 GiB per %4; sharded, they take %5 GiB.</source>
        <translation>%1 (%2): モデルの状態の完全なレプリカには%4あたり %3 GiB 必要です。シャードすると %5 GiB です。</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched) and one layer&apos;s gradient, %1 GiB per %2.</source>
        <translation>一度に集約される量: 2 層分の重み (計算中の 1 層とプリフェッチ中の 1 層) と 1 層分の勾配、%2あたり %1 GiB。</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of one layer and its gradient, %1 GiB per %2.</source>
        <translation>一度に集約される量: 1 層分の重みとその勾配、%2あたり %1 GiB。</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>(ホスト RAM %1 GB のうち)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>(ホスト RAM がカタログにありません: 確認してください)</translation>
    </message>
    <message>
        <source>Host offload (%1): %2 GiB per %3 leave the device, %4 GiB per host %5.</source>
        <translation>ホストオフロード (%1): %3あたり %2 GiB がデバイスから移り、ホストあたり %4 GiB %5。</translation>
    </message>
    <message>
        <source>Communication-bound: %1 tokens per %2 is below the ≈%3 where %4 hides behind compute (%5 s of communication, %6 s of compute per step).</source>
        <translation>通信律速: %2あたり %1 トークンは、%4 が計算の裏に隠れる ≈%3 を下回っています (ステップあたり通信 %5 s、計算 %6 s)。</translation>
    </message>
    <message>
        <source>Host-transfer-bound: moving %1 GiB over PCIe takes %2 s per step, more than the %3 s of compute.</source>
        <translation>ホスト転送律速: PCIe で %1 GiB を転送するのにステップあたり %2 s かかり、計算の %3 s を上回ります。</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of communication per step hides behind %2 s of compute (%3 tokens per %4, above the ≈%5 where %6 would show).</source>
        <translation>計算律速: ステップあたり %1 s の通信は %2 s の計算の裏に隠れます (%4あたり %3 トークン。%6 が表に出る ≈%5 を上回っています)。</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of tensor-parallel communication per step hides behind %2 s of compute.</source>
        <translation>計算律速: ステップあたり %1 s のテンソル並列通信は %2 s の計算の裏に隠れます。</translation>
    </message>
    <message>
        <source>A link bandwidth this mesh needs is not in the catalog for %1: that communication is not counted.</source>
        <translation>このメッシュに必要なリンク帯域幅が %1 のカタログにありません: その通信は計上されていません。</translation>
    </message>
    <message>
        <source>Does not fit the host: offload (%1) puts %2 GiB on each host, more than its %3 GB of RAM (the %4 itself would need %5 GiB).</source>
        <translation>ホストに収まりません: オフロード (%1) で各ホストに %2 GiB が置かれ、その RAM %3 GB を超えます (%4 自体には %5 GiB が必要です)。</translation>
    </message>
    <message>
        <source>The model states alone need %1 GiB per %2 even sharded (%3) over %4 devices.</source>
        <translation>モデルの状態だけで、%4 デバイスにシャード (%3) しても%2あたり %1 GiB 必要です。</translation>
    </message>
    <message>
        <source>%1 per step (the band is the spread of the published runs the model was fitted on) at %2 % MFU of the %3 TFLOPS peak per device; %4 steps take %5.</source>
        <translation>デバイスあたりピーク %3 TFLOPS に対して MFU %2% で 1 ステップ %1 (幅は、モデルのフィッティングに使った公開済みの実行結果のばらつき)。%4 ステップに %5 かかります。</translation>
    </message>
    <message>
        <source>%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h (Young/Daly) the run takes %5 instead of %6 h.</source>
        <translation>%1: プリエンプション %2 回と強制再起動 %3 回が見込まれます。%4 h ごとにチェックポイントを保存すると (Young/Daly)、実行時間は %6 h ではなく %5 になります。</translation>
    </message>
    <message>
        <source>Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions (%6–%7 over the time model&apos;s band).</source>
        <translation>コスト %1 (アクセラレータ %2、ホスト %3、ストレージ %4)。プリエンプションを考慮した期待値は %5 (時間モデルの幅では %6–%7)。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched), %1 GiB per %2; XLA reduce-scatters the gradients matrix by matrix.</source>
        <translation>一度に集約される量: 2 層分の重み (計算中の 1 層とプリフェッチ中の 1 層)、%2あたり %1 GiB。XLA は勾配を行列ごとに reduce-scatter します。</translation>
    </message>
    <message>
        <source>First by time among %1 candidates that fit: none that fits and meets the constraints has a listed price to rank by %2.</source>
        <translation>収まる候補 %1 件のうち、時間で 1 位です: 収まって制約を満たす候補のうち、%2 で順位付けできる公開価格を持つものはありません。</translation>
    </message>
    <message>
        <source>no mesh the plan allows splits the model over its devices</source>
        <translation>プランで許可されるどのメッシュでも、モデルをそのデバイスに分割できません</translation>
    </message>
    <message>
        <source>no configuration the plan allows runs there</source>
        <translation>プランで許可されるどの構成もそこでは実行できません</translation>
    </message>
    <message>
        <source>no hardware in the catalog matches the plan&apos;s hardware and generations</source>
        <translation>プランのハードウェアと世代に一致するハードウェアがカタログにありません</translation>
    </message>
    <message>
        <source>no offering in the plan&apos;s regions and pricing models for %1</source>
        <translation>プランのリージョンと料金モデルに %1 の提供がありません</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the devices of %2</source>
        <translation>グローバルバッチ %1 を %2 のデバイスで均等に分割できません</translation>
    </message>
    <message>
        <source>the plan cannot run on %1</source>
        <translation>プランは %1 では実行できません</translation>
    </message>
    <message>
        <source>No candidate was evaluated: %1.</source>
        <translation>評価された候補はありません: %1。</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time with the others. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see their cost.</source>
        <translation>%1: 価格が公開されていないため、これらの候補のコストは不明で (無料として扱われることはありません)、ほかの候補とともに時間で順位付けされます。コストを表示するには、提示された価格をユーザーカタログ (アプリの [カタログ] タブ、または --catalog FILE) に prices: の行として追加してください。</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank them with the others.</source>
        <translation>%1: 価格が公開されていないため、これらの候補のコストは不明で (無料として扱われることはありません)、公開価格のあるすべての候補の後に時間で順位付けされます。ほかの候補と一緒に順位付けするには、提示された価格をユーザーカタログ (アプリの [カタログ] タブ、または --catalog FILE) に prices: の行として追加してください。</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, and it is ranked by time. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see the cost.</source>
        <translation>%2 (%3) の %1 の価格は公開されていません: コストは不明で (無料ではありません)、時間で順位付けされます。コストを表示するには、提示された価格をユーザーカタログ (アプリの [カタログ] タブ、または --catalog FILE) に prices: の行として追加してください。</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, so it is ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank it with the others.</source>
        <translation>%2 (%3) の %1 の価格は公開されていません: コストは不明で (無料ではありません)、公開価格のあるすべての候補の後に時間で順位付けされます。ほかの候補と一緒に順位付けするには、提示された価格をユーザーカタログ (アプリの [カタログ] タブ、または --catalog FILE) に prices: の行として追加してください。</translation>
    </message>
    <message>
        <source>Misses the deadline: expected %1, more than the %2 allowed.</source>
        <translation>期限を満たしません: 期待値 %1 は、許容される %2 を超えています。</translation>
    </message>
    <message>
        <source>Cannot be held to the budget of %1: the price is not publicly listed, so the cost is unknown. Add the price you were quoted to a user catalog to check it.</source>
        <translation>予算 %1 を守れるか判断できません: 価格が公開されていないため、コストは不明です。確認するには、提示された価格をユーザーカタログに追加してください。</translation>
    </message>
    <message>
        <source>Misses the budget: expected %1, more than the %2 allowed.</source>
        <translation>予算を満たしません: 期待値 %1 は、許容される %2 を超えています。</translation>
    </message>
    <message>
        <source>activations placed by %1</source>
        <translation>%1 で配置した活性化</translation>
    </message>
    <message>
        <source>Expert parallel %1: the routed experts&apos; states need %2 GiB per %3 unsplit; over the expert axis%4 they take %5 GiB, and each %3 computes %6 of the %7 experts of an MoE layer for the tokens the all-to-all sends it.</source>
        <translation>エキスパート並列 %1: ルーティングされるエキスパートの状態は、分割しないと%3あたり %2 GiB 必要です。エキスパート軸%4で分割すると %5 GiB になり、各%3は all-to-all で送られてくるトークンについて、MoE 層の %7 個のエキスパートのうち %6 個を計算します。</translation>
    </message>
    <message>
        <source> and fsdp</source>
        <translation> (および fsdp 軸)</translation>
    </message>
    <message>
        <source>Pipeline %1 × tensor %2: without the stage axis the model states need %3 GiB per %4; stage %5, the heaviest, of %6 layers takes %7 GiB of them; the bubble costs %8 % of the step (%9).</source>
        <translation>パイプライン %1 × テンソル %2: ステージ軸がなければ、モデルの状態は%4あたり %3 GiB 必要です。最も重いステージ %5 (%6 層) はそのうち %7 GiB を使います。バブルはステップの %8% を占めます (%9)。</translation>
    </message>
    <message>
        <source>%1, %2 microbatches</source>
        <translation>%1、マイクロバッチ %2</translation>
    </message>
    <message>
        <source>Context parallel %1: one %2-token sequence needs %3 GiB of activations per %4; split over the %1 devices of the context axis it takes %5 GiB, the keys and values the %6 brings included.</source>
        <translation>コンテキスト並列 %1: %2 トークンのシーケンス 1 つに、%4あたり %3 GiB のアクティベーションが必要です。コンテキスト軸の %1 デバイスに分割すると、%6 で受け取るキーとバリューを含めて %5 GiB になります。</translation>
    </message>
    <message>
        <source>Batch %1 per pipeline (%2 microbatches) × %3 accumulation step(s) × %4 %5s ÷ %6 devices sharing its sequences = global batch %7.</source>
        <translation>パイプラインあたりバッチ %1 (マイクロバッチ %2) × 累積ステップ %3 × %4 %5 ÷ シーケンスを分担する %6 デバイス = グローバルバッチ %7。</translation>
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)</source>
        <translation>形式を判別できません: SkyPilot の CSV でも gpuhunt の JSON ファイルでもありません (--format を指定してください)</translation>
    </message>
    <message>
        <source>the row names no region</source>
        <translation>行にリージョンがありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known Google Cloud region</source>
        <translation>&quot;%1&quot; は既知の Google Cloud リージョンではありません</translation>
    </message>
    <message>
        <source>%1: %2/h is SkyPilot&apos;s placeholder for a missing price, not a price</source>
        <translation>%1: %2/h は SkyPilot が価格の欠落に使うプレースホルダーで、価格ではありません</translation>
    </message>
    <message>
        <source>%1: a price of 0 is not a price</source>
        <translation>%1: 価格 0 は価格ではありません</translation>
    </message>
    <message>
        <source>%1: %2/h is %3 per %4 and hour, more than the %5 any real offer costs</source>
        <translation>%1: %2/h は %4 1 つ・1 時間あたり %3 で、実在する提供の上限 %5 を超えています</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>missing column(s) %1; the header has: %2</source>
        <translation>列 %1 がありません。ヘッダーにある列: %2</translation>
    </message>
    <message>
        <source> (this looks like a list of host VM prices, which are not imported)</source>
        <translation> (ホスト VM の価格表のようです。ホスト VM の価格はインポートされません)</translation>
    </message>
    <message>
        <source>the file has a header but no price rows</source>
        <translation>ファイルにヘッダーはありますが、価格の行がありません</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>数値が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>a price or count cannot be negative, got %1</source>
        <translation>価格や個数は負にできませんが、%1 が指定されました</translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation>行のフィールド数は %1 ですが、ヘッダーは %2 です</translation>
    </message>
    <message>
        <source>a host VM price (%1); host VM prices are not imported</source>
        <translation>ホスト VM の価格 (%1) です。ホスト VM の価格はインポートされません</translation>
    </message>
    <message>
        <source>the row names no accelerator</source>
        <translation>行にアクセラレータがありません</translation>
    </message>
    <message>
        <source>the catalog has no TPU slice &quot;%1&quot;</source>
        <translation>カタログに TPU スライス &quot;%1&quot; がありません</translation>
    </message>
    <message>
        <source>a TPU row must price one slice, not AcceleratorCount %1</source>
        <translation>TPU の行は 1 つのスライスの価格である必要があります (AcceleratorCount %1 ではなく)</translation>
    </message>
    <message>
        <source>the catalog has no GPU for &quot;%1&quot;</source>
        <translation>カタログに &quot;%1&quot; に対応する GPU がありません</translation>
    </message>
    <message>
        <source>priced together with machine type %1; only GPU-only prices are imported</source>
        <translation>マシンタイプ %1 とまとめた価格です。インポートされるのは GPU のみの価格だけです</translation>
    </message>
    <message>
        <source>zone %1 is not in region %2</source>
        <translation>ゾーン %1 はリージョン %2 にありません</translation>
    </message>
    <message>
        <source>the row has no price</source>
        <translation>行に価格がありません</translation>
    </message>
    <message>
        <source>%1: %2/h is not below the on-demand %3/h</source>
        <translation>%1: %2/h がオンデマンドの %3/h より安くありません</translation>
    </message>
    <message>
        <source>expected an object of TPU families (&quot;TPU v5e&quot;: {region: prices}), got %1</source>
        <translation>TPU ファミリーのオブジェクト (&quot;TPU v5e&quot;: {region: prices}) が必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>the file lists no TPU families</source>
        <translation>ファイルに TPU ファミリーがありません</translation>
    </message>
    <message>
        <source>expected an object of regions, got %1</source>
        <translation>リージョンのオブジェクトが必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>no TPU generation in the catalog matches this family</source>
        <translation>このファミリーに一致する TPU 世代がカタログにありません</translation>
    </message>
    <message>
        <source>the catalog has no %1 slices for this family</source>
        <translation>カタログにこのファミリーの %1 スライスがありません</translation>
    </message>
    <message>
        <source>expected an object of prices, got %1</source>
        <translation>価格のオブジェクトが必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>数値が必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>a price cannot be negative, got %1</source>
        <translation>価格は負にできませんが、%1 が指定されました</translation>
    </message>
    <message>
        <source>no pricing model for this column; its values are not imported</source>
        <translation>この列に対応する料金モデルがないため、値はインポートされません</translation>
    </message>
    <message>
        <source>spot: %1/h is not below the on-demand %2/h, so the file&apos;s Spot column is not used</source>
        <translation>spot: %1/h がオンデマンドの %2/h より安くないため、ファイルの Spot 列は使用しません</translation>
    </message>
    <message>
        <source>spot: not used, the file&apos;s Spot column is inconsistent (see line %1)</source>
        <translation>spot: 使用しません。ファイルの Spot 列に矛盾があります (%1 行目を参照)</translation>
    </message>
    <message>
        <source>detected from the content</source>
        <translation>内容から検出</translation>
    </message>
    <message>
        <source>SkyPilot GCP catalog CSV</source>
        <translation>SkyPilot GCP カタログ CSV</translation>
    </message>
    <message>
        <source>gpuhunt TPU pricing JSON</source>
        <translation>gpuhunt TPU 価格 JSON</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source> (%1 GPUs)</source>
        <translation> (GPU %1 基)</translation>
    </message>
    <message>
        <source>%1: rows for %2 disagree (%3); the highest, %4/h, is used</source>
        <translation>%1: %2 の行が一致しません (%3)。最も高い %4/h を使用します</translation>
    </message>
    <message>
        <source>%1: a GPU-only price, and the catalog names no host VM for %2; costs with this price leave out the machine&apos;s vCPUs and memory</source>
        <translation>%1: GPU のみの価格ですが、カタログには %2 のホスト VM がありません。この価格を使ったコストにはマシンの vCPU とメモリが含まれません</translation>
    </message>
    <message>
        <source>AcceleratorCount %1 is not a whole number of accelerators from 1 to %2</source>
        <translation>AcceleratorCount %1 はアクセラレータの個数として 1 から %2 までの整数ではありません</translation>
    </message>
    <message>
        <source>a CSV or JSON price list</source>
        <translation>CSV または JSON の価格表</translation>
    </message>
</context>
<context>
    <name>ReadinessChecklist</name>
    <message>
        <source>Code follows XLA rules #1 and #2: no data-dependent conditionals or shapes</source>
        <translation>コードが XLA のルール #1 と #2 に従っている: データ依存の条件分岐やデータ依存の形状がない</translation>
    </message>
    <message>
        <source>Replace if-statements on tensor values with tf.cond or indicator variables, and boolean-mask indexing with a multiplied mask: XLA cannot compile them.</source>
        <translation>テンソルの値に依存する if 文は tf.cond か指示変数に、ブールマスクによるインデックス参照はマスクの乗算に置き換えてください: XLA はこれらをコンパイルできません。</translation>
    </message>
    <message>
        <source>Hugging Face Transformers models and losses follow both rules; custom models, losses and label masking must too.</source>
        <translation>Hugging Face Transformers のモデルと損失関数は両方のルールに従っています。独自のモデル、損失関数、ラベルマスキングも従う必要があります。</translation>
    </message>
    <message>
        <source>A few steps tried with jit_compile=True on CPU or GPU</source>
        <translation>CPU か GPU で jit_compile=True を指定して数ステップ試した</translation>
    </message>
    <message>
        <source>Debugging on a TPU is harder; XLA errors show up on CPU/GPU with jit_compile=True, and good speed there is a sign the code is ready for the TPU.</source>
        <translation>TPU 上でのデバッグは難しくなります。XLA のエラーは jit_compile=True を指定すれば CPU/GPU でも現れ、そこで速度が出ていればコードを TPU に移行する準備ができている兆候です。</translation>
    </message>
    <message>
        <source>Static input shapes (XLA rule #3: every new input shape recompiles)</source>
        <translation>入力形状が静的 (XLA のルール #3: 新しい入力形状ごとに再コンパイルされる)</translation>
    </message>
    <message numerus="yes">
        <source>%n input shape(s) in an epoch: each is compiled once.</source>
        <translation>
            <numerusform>1 エポックの入力形状は %n 個: それぞれ 1 回ずつコンパイルされます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</source>
        <translation>
            <numerusform>1 エポックの入力形状は約 %n 個で、%1 を超えています: XLA はそのたびに再コンパイルし、その間トレーニングが止まります。固定長、より粗い倍数、または少数のバケットにパディングしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pad every batch to a fixed length (or a few bucket lengths) so that XLA compiles a handful of shapes.</source>
        <translation>XLA がコンパイルする形状が少数で済むように、すべてのバッチを固定長 (または少数のバケット長) にパディングしてください。</translation>
    </message>
    <message>
        <source>Padded lengths are multiples of 32, 64 or 128</source>
        <translation>パディング後の長さが 32、64、128 のいずれかの倍数</translation>
    </message>
    <message>
        <source>Every padded length is a multiple of %1.</source>
        <translation>パディング後の長さはすべて %1 の倍数です。</translation>
    </message>
    <message>
        <source>The padded lengths share only a multiple of %1; pad to a multiple of 32, 64 or 128 (pad_to_multiple_of) for fewer shapes and full-width matrix units.</source>
        <translation>パディング後の長さの公倍数は %1 だけです。形状を減らし、行列演算ユニットを全幅で使うために、32、64、128 のいずれかの倍数にパディングしてください (pad_to_multiple_of)。</translation>
    </message>
    <message>
        <source>Pass pad_to_multiple_of (32, 64 or 128) to the tokenizer or the data collator.</source>
        <translation>トークナイザーかデータコレーターに pad_to_multiple_of (32、64、128) を渡してください。</translation>
    </message>
    <message>
        <source>Data where the TPU can read it</source>
        <translation>データが TPU から読める場所にある</translation>
    </message>
    <message>
        <source>Cloud Storage (gs://) is readable from TPU Nodes and TPU VMs alike.</source>
        <translation>Cloud Storage (gs://) は TPU ノードからも TPU VM からも読み込めます。</translation>
    </message>
    <message>
        <source>Arrays held in memory (np.ndarray or tf.Tensor) go to the TPU with fit(), even on a TPU Node, as long as they fit.</source>
        <translation>メモリ上の配列 (np.ndarray や tf.Tensor) は、メモリに収まる限り TPU ノードでも fit() で TPU に渡せます。</translation>
    </message>
    <message>
        <source>A TPU Node (and Colab) runs the input pipeline on a remote host that cannot read this machine&apos;s disk: put the TFRecords on Cloud Storage (gs://).</source>
        <translation>TPU ノード (および Colab) は、このマシンのディスクを読めないリモートホストで入力パイプラインを実行します: TFRecord は Cloud Storage (gs://) に置いてください。</translation>
    </message>
    <message>
        <source>A TPU VM reads its local or attached persistent disk; a TPU Node (and Colab) could not.</source>
        <translation>TPU VM はローカルディスクやアタッチされた永続ディスクを読み込めます。TPU ノード (および Colab) ではできません。</translation>
    </message>
    <message>
        <source>TPU Node (and Colab): data on Cloud Storage (gs://) or in memory. TPU VM: local disk or Cloud Storage.</source>
        <translation>TPU ノード (および Colab): データは Cloud Storage (gs://) かメモリ上に。TPU VM: ローカルディスクか Cloud Storage。</translation>
    </message>
    <message>
        <source>A pure tf.data input pipeline (no Python generators or numpy_function)</source>
        <translation>純粋な tf.data の入力パイプライン (Python ジェネレータや numpy_function を使わない)</translation>
    </message>
    <message>
        <source>Dataset.to_tf_dataset() and prepare_tf_dataset() stream through tf.numpy_function or from_generator, and py_func masking fails on Cloud TPU: a TPU Node cannot run them. Read TFRecords with tf.data and use a TF-native collator (return_tensors=&quot;tf&quot;).</source>
        <translation>Dataset.to_tf_dataset() と prepare_tf_dataset() は tf.numpy_function や from_generator を通じてストリーミングし、py_func によるマスキングは Cloud TPU では失敗します: TPU ノードではこれらを実行できません。TFRecord は tf.data で読み込み、TF ネイティブのコレーター (return_tensors=&quot;tf&quot;) を使用してください。</translation>
    </message>
    <message>
        <source>The pipeline is tf.data only.</source>
        <translation>パイプラインは tf.data のみです。</translation>
    </message>
    <message>
        <source>On a TPU VM generator-based pipelines work too; a pure tf.data pipeline is still faster and portable to TPU Nodes.</source>
        <translation>TPU VM ではジェネレータを使うパイプラインも動作しますが、純粋な tf.data のパイプラインのほうが速く、TPU ノードにも移植できます。</translation>
    </message>
    <message>
        <source>Model and optimizer created under TPUStrategy.scope()</source>
        <translation>モデルとオプティマイザを TPUStrategy.scope() 内で作成した</translation>
    </message>
    <message>
        <source>Create the model, the optimizer and compile() inside strategy.scope() so that the variables are replicated on every TPU core for data-parallel training.</source>
        <translation>データ並列トレーニングのために変数がすべての TPU コアに複製されるよう、モデル、オプティマイザの作成と compile() は strategy.scope() 内で行ってください。</translation>
    </message>
    <message>
        <source>jit_compile=True removed for the TPU run</source>
        <translation>TPU での実行用に jit_compile=True を外した</translation>
    </message>
    <message>
        <source>XLA compiles implicitly on a TPU; jit_compile=True there causes trouble. Remove it before moving to the TPU.</source>
        <translation>TPU 上では XLA のコンパイルは暗黙的に行われ、jit_compile=True があると問題が起きます。TPU に移行する前に外してください。</translation>
    </message>
    <message>
        <source>jit_compile=True checks XLA compatibility on CPU/GPU; on a TPU, XLA compiles implicitly and the flag must go.</source>
        <translation>jit_compile=True は CPU/GPU で XLA 互換性を確認するためのものです。TPU では XLA が暗黙的にコンパイルするため、このフラグは外す必要があります。</translation>
    </message>
    <message>
        <source>Enough TFRecord shards to shuffle and to feed every host</source>
        <translation>シャッフルとすべてのホストへの供給に十分な数の TFRecord シャード</translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): %2 per host.</source>
        <translation>
            <numerusform>%n ホストに対してシャード %1 個: ホストあたり %2 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</source>
        <translation>
            <numerusform>%n ホストに対してシャード %1 個: ホストあたり %2 個未満、またはホスト数の倍数でない場合、並列読み込みとファイル単位のシャッフルが制限されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Data held in memory needs no shards.</source>
        <translation>メモリ上のデータにはシャードは不要です。</translation>
    </message>
    <message>
        <source>Split the data into TFRecord shards: at least %1 per host, each ideally 100 MB or more.</source>
        <translation>データを TFRecord シャードに分割してください: ホストあたり %1 個以上、それぞれ理想的には 100 MB 以上。</translation>
    </message>
    <message>
        <source>Shard order shuffled on every start and resume</source>
        <translation>開始と再開のたびにシャードの順序がシャッフルされる</translation>
    </message>
    <message>
        <source>One file cannot be shuffled at file level: a run resumed after a preemption starts again at the beginning of the data. Split it into shards.</source>
        <translation>1 つのファイルはファイル単位でシャッフルできません: プリエンプション後に再開した実行は、またデータの先頭から始まります。シャードに分割してください。</translation>
    </message>
    <message>
        <source>A run resumed after a preemption otherwise reads the files in the same order and keeps training on the beginning of the data: list the files with shuffling (no fixed seed) and interleave them.</source>
        <translation>そうしないと、プリエンプション後に再開した実行は同じ順序でファイルを読み込み、データの先頭部分ばかりでトレーニングを続けることになります: シャッフル付き (シードを固定しない) でファイルを列挙し、インターリーブしてください。</translation>
    </message>
</context>
<context>
    <name>ReadinessPanel</name>
    <message>
        <source>TPU readiness</source>
        <translation>TPU の準備状況</translation>
    </message>
    <message>
        <source>TPU &amp;access:</source>
        <translation>TPU アクセス(&amp;A):</translation>
    </message>
    <message>
        <source>How the TPU is reached: a TPU Node (Colab and Kaggle are nodes) reads only Cloud Storage or memory</source>
        <translation>TPU への接続方法: TPU ノード (Colab と Kaggle はノード) は Cloud Storage かメモリ上のデータしか読み込めません</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>TPU VM</source>
        <translation>TPU VM</translation>
    </message>
    <message>
        <source>TPU Node (Colab, Kaggle)</source>
        <translation>TPU ノード (Colab、Kaggle)</translation>
    </message>
    <message>
        <source>&amp;Data in:</source>
        <translation>データの場所(&amp;D):</translation>
    </message>
    <message>
        <source>Where the training data lives</source>
        <translation>トレーニングデータの置き場所</translation>
    </message>
    <message>
        <source>Cloud Storage</source>
        <translation>Cloud Storage</translation>
    </message>
    <message>
        <source>local disk</source>
        <translation>ローカルディスク</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Tick the items that only you can answer; the others follow from the padding and the shard plan</source>
        <translation>あなたにしか答えられない項目にチェックを付けてください。ほかの項目はパディングとシャードの計画から決まります</translation>
    </message>
</context>
<context>
    <name>RecommendCommand</name>
    <message>
        <source>%1, %2 tokens, global batch %3, %4 steps: %5 candidates evaluated, %6 fit.</source>
        <translation>%1、%2 トークン、グローバルバッチ %3、%4 ステップ: 候補 %5 件を評価、%6 件が収まります。</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>料金</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>ckpt</source>
        <translation>勾配CP</translation>
    </message>
    <message>
        <source>batch×acc</source>
        <translation>バッチ×累積</translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation>メモリ GiB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>cost $</source>
        <translation>コスト $</translation>
    </message>
    <message>
        <source>expected $</source>
        <translation>期待値 $</translation>
    </message>
    <message>
        <source>  pareto</source>
        <translation>  パレート</translation>
    </message>
    <message>
        <source>  DOES NOT FIT</source>
        <translation>  収まらない</translation>
    </message>
    <message>
        <source>  stale price</source>
        <translation>  古い価格</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>1 位の理由:</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 %6, P90 %7.</source>
        <translation>  - プリエンプションによるばらつき (シミュレーション %1 回): P10 %2 h、P50 %3 h、P90 %4 h。コスト P10 %5、P50 %6、P90 %7。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注: %1</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>不明なハードウェア &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>不明な世代 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>リージョン &quot;%1&quot; に価格がありません</translation>
    </message>
    <message>
        <source>Search every candidate that reaches the global batch, keep those that fit, rank them.</source>
        <translation>グローバルバッチに到達するすべての候補を探索し、収まるものを残して順位を付けます。</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>プリセット ID、モデル YAML ファイル、または Hugging Face の config.json。</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 は必須です</translation>
    </message>
    <message>
        <source>give exactly one of --steps, --tokens and --epochs</source>
        <translation>--steps、--tokens、--epochs のうち 1 つだけを指定してください</translation>
    </message>
    <message>
        <source>--epochs needs --dataset-tokens</source>
        <translation>--epochs には --dataset-tokens が必要です</translation>
    </message>
    <message>
        <source>--objective must be cost, time or balanced</source>
        <translation>--objective は cost、time、balanced のいずれかである必要があります</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation>不明な精度 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown optimizer &quot;%1&quot;</source>
        <translation>不明なオプティマイザ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--gpu-runtime must be pytorch or tensorflow</source>
        <translation>--gpu-runtime は pytorch か tensorflow である必要があります</translation>
    </message>
    <message>
        <source>--efficiency takes ID=X with 0 &lt; X &lt;= 1, got &quot;%1&quot;</source>
        <translation>--efficiency には 0 &lt; X &lt;= 1 の ID=X を指定しますが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>Run a saved plan description (a plan YAML, see docs/plan-file.md).</source>
        <translation>保存したプランの記述 (プラン YAML、docs/plan-file.md を参照) を実行します。</translation>
    </message>
    <message>
        <source>The plan YAML.</source>
        <translation>プラン YAML。</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan plan FILE.yaml</source>
        <translation>プランファイルを指定してください: tpuplan plan FILE.yaml</translation>
    </message>
    <message>
        <source>--head must be mlm, mlm-masked, causal-lm or classification</source>
        <translation>--head は mlm、mlm-masked、causal-lm、classification のいずれかである必要があります</translation>
    </message>
    <message>
        <source>+%1 slices</source>
        <translation>+%1 スライス</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>メッシュ</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>一覧になし</translation>
    </message>
    <message>
        <source>step s</source>
        <translation>ステップ s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>step s: seconds per optimizer step, in brackets the spread of the published runs the time model was fitted on. MFU counts %1.</source>
        <translation>ステップ s: オプティマイザのステップあたりの秒数。括弧内は、時間モデルのフィッティングに使った公開済みの実行結果のばらつき。MFU で数える FLOPs: %1。</translation>
    </message>
    <message>
        <source>ckpt: +loss×N: the search runs the loss in N chunks (the plan leaves loss_chunks to it); +adamw-8bit: the search swapped in 8-bit AdamW (allow_8bit_optimizer).</source>
        <translation>勾配CP: +loss×N: 探索で損失を N チャンクに分けて計算 (プランが loss_chunks を探索に任せている場合)。+adamw-8bit: 探索で 8 ビット AdamW に置き換え (allow_8bit_optimizer)。</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost not publicly listed.</source>
        <translation>  - プリエンプションによるばらつき (シミュレーション %1 回): P10 %2 h、P50 %3 h、P90 %4 h。コスト: 公開価格なし。</translation>
    </message>
    <message>
        <source>--checkpointing takes %1, got &quot;%2&quot;</source>
        <translation>--checkpointing には %1 を指定できますが、&quot;%2&quot; が指定されました</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 has no gradient accumulation: it trains with a global batch of %2 (%3 per device × %4 device(s)), not the planned %5 (%6 accumulation steps). Raise the batch per device only if memory allows, or use a script that accumulates.</source>
        <translation>%1 には勾配累積がありません: 計画した %5 (累積ステップ %6) ではなく、グローバルバッチ %2 (デバイスあたり %3 × %4 デバイス) でトレーニングします。デバイスあたりのバッチはメモリが許す場合にのみ増やすか、累積を行うスクリプトを使用してください。</translation>
    </message>
    <message>
        <source>Create the TPU VM</source>
        <translation>TPU VM を作成</translation>
    </message>
    <message>
        <source># %1 in %2, %3</source>
        <translation># %2 の %1、%3</translation>
    </message>
    <message>
        <source># Cloud Storage bucket for the data and the saved checkpoints, in the TPU&apos;s region</source>
        <translation># データと保存したチェックポイント用の Cloud Storage バケット (TPU と同じリージョン)</translation>
    </message>
    <message>
        <source># Connect, then run one of the training commands below</source>
        <translation># 接続してから、下のトレーニングコマンドのいずれかを実行</translation>
    </message>
    <message>
        <source># READY while it runs, PREEMPTED after a preemption</source>
        <translation># 実行中は READY、プリエンプション後は PREEMPTED</translation>
    </message>
    <message>
        <source># Delete it when the run ends: a TPU is billed until it is deleted, busy or idle</source>
        <translation># 実行が終わったら削除: TPU は削除するまで、使用中でもアイドルでも課金されます</translation>
    </message>
    <message>
        <source>No catalog price names a zone for %1 in %2: %3 is the region&apos;s default zone. Check with gcloud compute tpus accelerator-types list --zone=%3.</source>
        <translation>%2 の %1 についてゾーンを指定したカタログ価格がありません: %3 はリージョンのデフォルトゾーンです。gcloud compute tpus accelerator-types list --zone=%3 で確認してください。</translation>
    </message>
    <message>
        <source>The catalog gives no runtime version for %1: replace RUNTIME_VERSION (gcloud compute tpus versions list --zone=%2).</source>
        <translation>カタログに %1 のランタイムバージョンがありません: RUNTIME_VERSION を置き換えてください (gcloud compute tpus versions list --zone=%2)。</translation>
    </message>
    <message>
        <source>%1 is a TensorFlow image (catalog runtime_version); for PyTorch/XLA or JAX choose a base image from gcloud compute tpus versions list --zone=%2.</source>
        <translation>%1 は TensorFlow のイメージです (カタログの runtime_version)。PyTorch/XLA や JAX の場合は gcloud compute tpus versions list --zone=%2 からベースイメージを選んでください。</translation>
    </message>
    <message>
        <source>Committed-use prices apply through a commitment bought separately; the create command is the same as on demand.</source>
        <translation>確約利用の価格は別途購入したコミットメントを通じて適用されます。作成コマンドはオンデマンドと同じです。</translation>
    </message>
    <message>
        <source>Preemptible TPUs stop after at most 24 hours and whenever Google needs the capacity: recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>プリエンプティブル TPU は最長 24 時間で停止し、Google が容量を必要とするときにも停止します: TPU を作り直し、最後に保存したチェックポイントから再開してください。</translation>
    </message>
    <message>
        <source>Spot TPUs can be stopped at any time (no 24-hour limit): recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>スポット TPU はいつでも停止される可能性があります (24 時間の制限なし): TPU を作り直し、最後に保存したチェックポイントから再開してください。</translation>
    </message>
    <message>
        <source>%1 spans %2 hosts: the training command runs on every worker (--worker=all).</source>
        <translation>%1 は %2 ホストにまたがります: トレーニングコマンドはすべてのワーカーで実行します (--worker=all)。</translation>
    </message>
    <message>
        <source>Create the GPU VM</source>
        <translation>GPU VM を作成</translation>
    </message>
    <message>
        <source># Delete it when the run ends</source>
        <translation># 実行が終わったら削除</translation>
    </message>
    <message>
        <source>IMAGE_FAMILY: a Deep Learning VM image family with your framework (gcloud compute images list --project=deeplearning-platform-release).</source>
        <translation>IMAGE_FAMILY: 使用するフレームワークを含む Deep Learning VM のイメージファミリー (gcloud compute images list --project=deeplearning-platform-release)。</translation>
    </message>
    <message>
        <source>%1 comes with its GPU attached, so the command has no --accelerator flag.</source>
        <translation>%1 には GPU が接続済みなので、コマンドに --accelerator フラグはありません。</translation>
    </message>
    <message>
        <source>The planner does not know the GCE accelerator name of %1: replace ACCELERATOR_TYPE (gcloud compute accelerator-types list --filter=zone:%2).</source>
        <translation>プランナーは %1 の GCE アクセラレータ名を知りません: ACCELERATOR_TYPE を置き換えてください (gcloud compute accelerator-types list --filter=zone:%2)。</translation>
    </message>
    <message>
        <source>Compute Engine offers the V100 with 16 GB only; a 32 GB V100 needs another provider.</source>
        <translation>Compute Engine で提供される V100 は 16 GB のみです。32 GB の V100 には別のプロバイダが必要です。</translation>
    </message>
    <message>
        <source>%1 is the region&apos;s default zone; check that it offers %2 (gcloud compute accelerator-types list --filter=zone:%1).</source>
        <translation>%1 はリージョンのデフォルトゾーンです。%2 が提供されているか確認してください (gcloud compute accelerator-types list --filter=zone:%1)。</translation>
    </message>
    <message>
        <source>Run it on Google Colab</source>
        <translation>Google Colab で実行</translation>
    </message>
    <message>
        <source>Open the notebook in Google Colab and choose Runtime ▸ Change runtime type ▸ TPU (%1 on the free tier).</source>
        <translation>Google Colab でノートブックを開き、[ランタイム] ▸ [ランタイムのタイプを変更] ▸ [TPU] を選びます (無料枠では %1)。</translation>
    </message>
    <message>
        <source>Keep the TFRecord shards and the saved checkpoints in a Cloud Storage bucket (gs://$BUCKET) and sign in from the notebook: from google.colab import auth; auth.authenticate_user().</source>
        <translation>TFRecord シャードと保存したチェックポイントは Cloud Storage バケット (gs://$BUCKET) に置き、ノートブックからサインインします: from google.colab import auth; auth.authenticate_user()。</translation>
    </message>
    <message>
        <source>A session ends after about %1 h: save a checkpoint every %2 steps to the bucket and resume from the last one in the next session.</source>
        <translation>セッションは約 %1 h で終了します: %2 ステップごとにチェックポイントをバケットに保存し、次のセッションで最後のチェックポイントから再開してください。</translation>
    </message>
    <message>
        <source>Run the training command below in a cell, prefixed with !.</source>
        <translation>下のトレーニングコマンドを、先頭に ! を付けてセルで実行します。</translation>
    </message>
    <message>
        <source>Colab needs no gcloud create command; the bucket still costs storage.</source>
        <translation>Colab では gcloud の create コマンドは不要ですが、バケットのストレージ料金はかかります。</translation>
    </message>
    <message>
        <source>Pretrain with google-research/bigbird</source>
        <translation>google-research/bigbird で事前学習</translation>
    </message>
    <message>
        <source>--train_batch_size is the batch per TPU core; --num_tpu_cores is the number of devices (%1).</source>
        <translation>--train_batch_size は TPU コアあたりのバッチ、--num_tpu_cores はデバイス数 (%1) です。</translation>
    </message>
    <message>
        <source>--use_gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--use_gradient_checkpointing は計画の %1 より多く、すべての層を再計算します: メモリは減りますが、ステップは推定より遅くなります。</translation>
    </message>
    <message>
        <source>The bigbird code has no bf16 flag and trains in fp32; the plan assumed %1.</source>
        <translation>bigbird のコードには bf16 フラグがなく、fp32 でトレーニングします。プランは %1 を想定していました。</translation>
    </message>
    <message>
        <source>run_pretraining.py predicts gathered positions (--max_predictions_per_seq); the plan&apos;s head is %1, so %2 (15 % of the sequence) is a suggestion.</source>
        <translation>run_pretraining.py は収集した位置を予測します (--max_predictions_per_seq)。プランのヘッドは %1 なので、%2 (シーケンスの 15%) は目安です。</translation>
    </message>
    <message>
        <source>Set --optimizer to the bigbird name of %1 (bigbird/core/optimization.py).</source>
        <translation>--optimizer には %1 の bigbird での名前を指定してください (bigbird/core/optimization.py)。</translation>
    </message>
    <message>
        <source>--preprocessed_data reads TFRecords that are already tokenized and masked: the script&apos;s NumPy masking (tf.compat.v1.py_func) does not run on Cloud TPU (seed deck, 2021).</source>
        <translation>--preprocessed_data はトークナイズとマスク済みの TFRecord を読み込みます: スクリプトの NumPy によるマスキング (tf.compat.v1.py_func) は Cloud TPU では動作しません (シードのスライド資料、2021 年)。</translation>
    </message>
    <message>
        <source>--tpu_name=local addresses the TPU of a TPU VM; a TPU Node (or the legacy Colab runtime) takes its name or grpc:// address instead.</source>
        <translation>--tpu_name=local は TPU VM の TPU を指します。TPU ノード (または従来の Colab ランタイム) では、代わりにその名前か grpc:// アドレスを指定します。</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face TensorFlow TPU example</source>
        <translation>Hugging Face の TensorFlow TPU サンプルで事前学習</translation>
    </message>
    <message>
        <source>--per_replica_batch_size is the batch per device; the global batch is it × %1 replica(s).</source>
        <translation>--per_replica_batch_size はデバイスあたりのバッチです。グローバルバッチはその値 × %1 レプリカです。</translation>
    </message>
    <message>
        <source>--max_length must match the length the TFRecords were written with (prepare_tfrecord_shards.py).</source>
        <translation>--max_length は TFRecord を書き出したときの長さ (prepare_tfrecord_shards.py) と一致させる必要があります。</translation>
    </message>
    <message>
        <source>The TensorFlow example has no gradient checkpointing flag: this candidate needs %1, so use the bigbird or PyTorch script, or another candidate.</source>
        <translation>TensorFlow のサンプルには勾配チェックポイントのフラグがありません: この候補は %1 が必要なので、bigbird か PyTorch のスクリプト、または別の候補を使用してください。</translation>
    </message>
    <message>
        <source>The script counts --num_epochs, not steps: pick the epochs that give %1 steps of %2 sequences.</source>
        <translation>スクリプトはステップではなく --num_epochs を数えます: %2 シーケンスのステップが %1 回になるエポック数を選んでください。</translation>
    </message>
    <message>
        <source>The script saves the model at the end (and pushes to the Hub with --hub_model_id); it has no periodic checkpoint flag, so a preempted run starts over.</source>
        <translation>スクリプトは最後にモデルを保存します (--hub_model_id を指定すると Hub にプッシュ)。定期的なチェックポイントのフラグはないため、プリエンプトされた実行は最初からやり直しになります。</translation>
    </message>
    <message>
        <source>TFAutoModelForMaskedLM predicts every position without NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>TFAutoModelForMaskedLM は NSP なしですべての位置を予測します。プランのヘッドとは異なるため、メモリは推定より多くなる可能性があります。</translation>
    </message>
    <message>
        <source>$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.</source>
        <translation>$MODEL_CONFIG: このアーキテクチャの Hugging Face の設定名またはディレクトリ。</translation>
    </message>
    <message>
        <source>Fine-tune with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer (PyTorch) でファインチューニング</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer (PyTorch) で事前学習</translation>
    </message>
    <message>
        <source>--per_device_train_batch_size × --gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>--per_device_train_batch_size × --gradient_accumulation_steps × %1 デバイス = グローバルバッチ %2。</translation>
    </message>
    <message>
        <source>On TPU the Trainer runs on PyTorch/XLA, launched with one process per device by xla_spawn.py; check the launcher against your torch_xla version.</source>
        <translation>TPU では Trainer は PyTorch/XLA 上で動作し、xla_spawn.py によりデバイスごとに 1 プロセスで起動されます。ランチャーが使用中の torch_xla のバージョンに合っているか確認してください。</translation>
    </message>
    <message>
        <source>--pad_to_max_length and --dataloader_drop_last keep every batch the same shape, so XLA compiles the step once.</source>
        <translation>--pad_to_max_length と --dataloader_drop_last によりすべてのバッチが同じ形状になるので、XLA のステップのコンパイルは 1 回で済みます。</translation>
    </message>
    <message>
        <source>Whether --bf16 casts on XLA depends on the transformers version; PyTorch/XLA&apos;s own switch is the XLA_USE_BF16=1 environment variable (all-bf16).</source>
        <translation>--bf16 が XLA でキャストされるかどうかは transformers のバージョンによります。PyTorch/XLA 独自の切り替えは環境変数 XLA_USE_BF16=1 (すべて bf16) です。</translation>
    </message>
    <message>
        <source>--gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--gradient_checkpointing は計画の %1 より多く、すべての層を再計算します: メモリは減りますが、ステップは推定より遅くなります。</translation>
    </message>
    <message>
        <source>run_mlm.py predicts every position and has no NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>run_mlm.py はすべての位置を予測し、NSP はありません。プランのヘッドとは異なるため、メモリは推定より多くなる可能性があります。</translation>
    </message>
    <message>
        <source>The Trainer has no --optim value for %1 here: pass the optimizer in code.</source>
        <translation>Trainer にはここで %1 に対応する --optim の値がありません: オプティマイザはコードで渡してください。</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>lowest expected cost</source>
        <translation>期待コストが最小</translation>
    </message>
    <message>
        <source>shortest expected time</source>
        <translation>期待時間が最短</translation>
    </message>
    <message>
        <source>balance of cost and time</source>
        <translation>コストと時間のバランス</translation>
    </message>
    <message>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <source>PyTorch (eager)</source>
        <translation>PyTorch (eager)</translation>
    </message>
    <message>
        <source>TensorFlow (graph)</source>
        <translation>TensorFlow (グラフ)</translation>
    </message>
    <message>
        <source>masked LM over every position</source>
        <translation>全位置に対するマスク言語モデル</translation>
    </message>
    <message>
        <source>masked LM over %1 gathered positions</source>
        <translation>収集した %1 位置に対するマスク言語モデル</translation>
    </message>
    <message>
        <source>classification, %1 labels</source>
        <translation>分類、ラベル %1 個</translation>
    </message>
    <message>
        <source>%1 + next-sentence prediction</source>
        <translation>%1 + 次文予測</translation>
    </message>
    <message>
        <source>Price of %1 in %2 (%3)</source>
        <translation>%2 (%3) の %1 の価格</translation>
    </message>
    <message>
        <source>%1 per chip × %2 chips = %3</source>
        <translation>チップあたり %1 × %2 チップ = %3</translation>
    </message>
    <message>
        <source> (imported from %1 on %2)</source>
        <translation> (%2 に %1 からインポート)</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>preemptible</source>
        <translation>プリエンプティブル</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年確約利用</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年確約利用</translation>
    </message>
    <message>
        <source>free Colab</source>
        <translation>無料版 Colab</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16 mixed</source>
        <translation>bf16 混合精度</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 混合精度</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>全層</translation>
    </message>
    <message>
        <source>every %1 layers</source>
        <translation>%1 層ごと</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>選択的 (アテンション)</translation>
    </message>
    <message>
        <source>Training plan: %1</source>
        <translation>トレーニングプラン: %1</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>問い</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>時間とコスト</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>前提条件と出典</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>古い</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>古い</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>TPU Planner %1 により %2 に生成 (カタログ %3)。</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 (%2, %3 M parameters)</source>
        <translation>%1 (%2、パラメータ %3 M)</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>アーキテクチャ</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4, vocabulary %5</source>
        <translation>%1 層、隠れ層 %2、ヘッド %3、中間層 %4、語彙 %5</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <source>block-sparse (block %1, %2 random blocks)</source>
        <translation>ブロックスパース (ブロック %1、ランダムブロック %2)</translation>
    </message>
    <message>
        <source>full</source>
        <translation>フル</translation>
    </message>
    <message>
        <source>Training head</source>
        <translation>トレーニングヘッド</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 シーケンス</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>実行の長さ</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 ステップ</translation>
    </message>
    <message>
        <source>%1 tokens (%2 steps)</source>
        <translation>%1 トークン (%2 ステップ)</translation>
    </message>
    <message>
        <source>%1 epochs of %2 tokens (%3 steps)</source>
        <translation>%2 トークンを %1 エポック (%3 ステップ)</translation>
    </message>
    <message>
        <source>Data in Cloud Storage</source>
        <translation>Cloud Storage 上のデータ</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Precisions tried</source>
        <translation>試した精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>k 層ごと</translation>
    </message>
    <message>
        <source>Checkpointing tried</source>
        <translation>試した勾配チェックポイント</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>勾配累積</translation>
    </message>
    <message>
        <source>none (the training code cannot accumulate)</source>
        <translation>なし (トレーニングコードが累積に対応していない)</translation>
    </message>
    <message>
        <source>up to %1 steps</source>
        <translation>最大 %1 ステップ</translation>
    </message>
    <message>
        <source>every slice of %1</source>
        <translation>%1 のすべてのスライス</translation>
    </message>
    <message>
        <source>every TPU slice</source>
        <translation>すべての TPU スライス</translation>
    </message>
    <message>
        <source>%1 and the catalog&apos;s GPUs</source>
        <translation>%1 とカタログの GPU</translation>
    </message>
    <message>
        <source>Hardware considered</source>
        <translation>検討したハードウェア</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>順位付けの基準</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>空けておくメモリ</translation>
    </message>
    <message>
        <source>Preemption assumptions</source>
        <translation>プリエンプションの前提</translation>
    </message>
    <message>
        <source>%1 preemptions per hour; saving a checkpoint takes %2 min, a restart %3 min</source>
        <translation>1 時間あたり %1 回のプリエンプション。チェックポイントの保存に %2 min、再起動に %3 min</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>勾配チェックポイント</translation>
    </message>
    <message>
        <source>Batch × acc.</source>
        <translation>バッチ × 累積</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>メモリ/デバイス</translation>
    </message>
    <message>
        <source>Expected time</source>
        <translation>期待時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Expected cost</source>
        <translation>期待コスト</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>デバイスあたり</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>デバイスに占める割合</translation>
    </message>
    <message>
        <source>Memory breakdown against the device&apos;s memory</source>
        <translation>デバイスメモリに対するメモリの内訳</translation>
    </message>
    <message>
        <source>Memory against sequence length, with and without checkpointing</source>
        <translation>シーケンス長に対するメモリ (勾配チェックポイントあり/なし)</translation>
    </message>
    <message>
        <source>Expected cost against expected time, with the Pareto front</source>
        <translation>期待時間に対する期待コスト (パレートフロント付き)</translation>
    </message>
    <message>
        <source>Expected cost under preemption</source>
        <translation>プリエンプション下の期待コスト</translation>
    </message>
    <message>
        <source>Prices and hardware include a user catalog: %1.</source>
        <translation>価格とハードウェアにはユーザーカタログが含まれています: %1。</translation>
    </message>
    <message>
        <source>No candidate: nothing in the catalog matches the plan&apos;s hardware, regions and pricing.</source>
        <translation>候補なし: カタログの中に、プランのハードウェア、リージョン、料金モデルに一致するものがありません。</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6 and %7.</source>
        <translation>%2 の %1 (%3)、%4、%5 でトレーニング: 期待値は %6、%7。</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>勾配チェックポイントなし</translation>
    </message>
    <message>
        <source>checkpointing %1</source>
        <translation>勾配チェックポイント「%1」</translation>
    </message>
    <message>
        <source>%1 in %2 (%3) fits but misses the deadline or the budget: expected %4 and %5.</source>
        <translation>%2 の %1 (%3) は収まりますが、期限または予算を満たしません: 期待値は %4、%5。</translation>
    </message>
    <message>
        <source>%1 does not fit: even a batch of 1 per %2 needs %3, more than the %4 usable.</source>
        <translation>%1 は収まりません: %2あたりバッチ 1 でも %3 が必要で、使用可能な %4 を超えます。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>#%1 of %2 listed (%3 evaluated, %4 fit)</source>
        <translation>%2 件中 #%1 (評価 %3 件、収まるもの %4 件)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n device(s) on %2 chip(s) and %3 host(s)</source>
        <translation>
            <numerusform>%1: %n デバイス (%2 チップ、%3 ホスト)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1: GPU %n 基</numerusform>
        </translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>%1 (accelerator %2 + host %3 %4)</source>
        <translation>%1 (アクセラレータ %2 + ホスト %3 %4)</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>ランタイム</translation>
    </message>
    <message>
        <source>Batch split</source>
        <translation>バッチの分割</translation>
    </message>
    <message>
        <source>%1 per %2 × %3 accumulation step(s) × %4 device(s) = %5</source>
        <translation>%2あたり %1 × 累積ステップ %3 × %4 デバイス = %5</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%2 のうち %1 (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>パレートフロント</translation>
    </message>
    <message>
        <source>yes: nothing else is both cheaper and faster</source>
        <translation>はい: これより安くて速いものはありません</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>パレート</translation>
    </message>
    <message>
        <source>misses deadline or budget</source>
        <translation>期限または予算を満たさない</translation>
    </message>
    <message>
        <source>stale price</source>
        <translation>古い価格</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>オプティマイザの状態</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>ランタイムのオーバーヘッド</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Memory per %1</source>
        <translation>%1あたりのメモリ</translation>
    </message>
    <message>
        <source>Usable with the safety margin</source>
        <translation>安全マージンを除いた使用可能量</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余裕</translation>
    </message>
    <message>
        <source>Without checkpointing</source>
        <translation>勾配チェックポイントなし</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sequence length in memory</source>
        <translation>メモリ上のシーケンス長</translation>
    </message>
    <message>
        <source>%1 tokens (padded to the block size)</source>
        <translation>%1 トークン (ブロックサイズにパディング)</translation>
    </message>
    <message>
        <source>full: the sequence is too short for the block-sparse pattern</source>
        <translation>フル: シーケンスがブロックスパースのパターンには短すぎます</translation>
    </message>
    <message>
        <source>XLA reservation</source>
        <translation>XLA の予約領域</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA コンテキスト</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>オプティマイザのステップ数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 トークン/s</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>モデル FLOPs 使用率 (MFU)</translation>
    </message>
    <message>
        <source>Checkpointing cost</source>
        <translation>勾配チェックポイントのコスト</translation>
    </message>
    <message>
        <source>+%1 step time (recomputation)</source>
        <translation>ステップ時間 +%1 (再計算)</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>計算時間</translation>
    </message>
    <message>
        <source>Saving checkpoints</source>
        <translation>チェックポイントの保存</translation>
    </message>
    <message>
        <source>Expected wall time</source>
        <translation>期待所要時間</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Host VM</source>
        <translation>ホスト VM</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <source>%1 (data %2 GiB + 2 saved checkpoints of %3 GiB)</source>
        <translation>%1 (データ %2 GiB + 保存済みチェックポイント %3 GiB × 2)</translation>
    </message>
    <message>
        <source>Cost without interruptions</source>
        <translation>中断なしのコスト</translation>
    </message>
    <message>
        <source>Interruptible</source>
        <translation>中断の可能性</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>あり (%1)</translation>
    </message>
    <message>
        <source>no (%1)</source>
        <translation>なし (%1)</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>プリエンプション率</translation>
    </message>
    <message>
        <source>%1 per hour (set in the plan)</source>
        <translation>1 時間あたり %1 (プランで設定)</translation>
    </message>
    <message>
        <source>Save a checkpoint every</source>
        <translation>チェックポイントの保存間隔</translation>
    </message>
    <message>
        <source>%1 (about %2 steps; Young/Daly optimum)</source>
        <translation>%1 (約 %2 ステップ、Young/Daly の最適値)</translation>
    </message>
    <message>
        <source>Expected preemptions</source>
        <translation>プリエンプション回数の期待値</translation>
    </message>
    <message>
        <source>Expected lost work</source>
        <translation>失われる作業時間の期待値</translation>
    </message>
    <message>
        <source>Forced restarts (time limit)</source>
        <translation>強制再起動 (時間制限)</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%2 ではなく %1</translation>
    </message>
    <message>
        <source>Wall time P10 / P50 / P90</source>
        <translation>所要時間 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Cost P10 / P50 / P90</source>
        <translation>コスト P10 / P50 / P90</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>%1 seeded runs (seed %2)</source>
        <translation>シード付き実行 %1 回 (シード %2)</translation>
    </message>
    <message>
        <source>Host VM %1 in %2 (%3)</source>
        <translation>%2 (%3) のホスト VM %1</translation>
    </message>
    <message>
        <source>Cloud Storage (standard)</source>
        <translation>Cloud Storage (Standard)</translation>
    </message>
    <message>
        <source>%1 per GiB-month (a month is %2 h)</source>
        <translation>GiB 月あたり %1 (1 か月 = %2 h)</translation>
    </message>
    <message>
        <source>set in the plan</source>
        <translation>プランで設定</translation>
    </message>
    <message>
        <source>docs/time-model.md</source>
        <translation>docs/time-model.md</translation>
    </message>
    <message>
        <source>Peak bf16 of %1</source>
        <translation>%1 の bf16 ピーク性能</translation>
    </message>
    <message>
        <source>%1 TFLOPS per chip</source>
        <translation>チップあたり %1 TFLOPS</translation>
    </message>
    <message>
        <source>Memory per device of %1</source>
        <translation>%1 のデバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 MiB reserved by XLA</source>
        <translation>HBM %1 GiB、XLA による予約 %2 MiB</translation>
    </message>
    <message>
        <source>Peak of %1</source>
        <translation>%1 のピーク性能</translation>
    </message>
    <message>
        <source>%1 TFLOPS 16-bit, %2 TFLOPS fp32</source>
        <translation>16 ビットで %1 TFLOPS、fp32 で %2 TFLOPS</translation>
    </message>
    <message>
        <source>Memory of %1</source>
        <translation>%1 のメモリ</translation>
    </message>
    <message>
        <source>%1, CUDA context %2 MiB</source>
        <translation>%1、CUDA コンテキスト %2 MiB</translation>
    </message>
    <message>
        <source>Preemption rate (preemptible, spot, Colab)</source>
        <translation>プリエンプション率 (プリエンプティブル、スポット、Colab)</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>1 時間あたり %1</translation>
    </message>
    <message>
        <source>Time to save a checkpoint / to restart</source>
        <translation>チェックポイントの保存時間 / 再起動時間</translation>
    </message>
    <message>
        <source>%1 min / %2 min</source>
        <translation>%1 min / %2 min</translation>
    </message>
    <message>
        <source>Maximum run time of a preemptible machine</source>
        <translation>プリエンプティブルマシンの最大実行時間</translation>
    </message>
    <message>
        <source>Session limit of %1</source>
        <translation>%1 のセッション制限</translation>
    </message>
    <message>
        <source>Architecture of %1</source>
        <translation>%1 のアーキテクチャ</translation>
    </message>
    <message>
        <source>%1 M parameters</source>
        <translation>パラメータ %1 M</translation>
    </message>
    <message>
        <source>Memory model</source>
        <translation>メモリモデル</translation>
    </message>
    <message>
        <source>runtime profile %1, %2 kept free</source>
        <translation>ランタイムプロファイル %1、%2 を空けておく</translation>
    </message>
    <message>
        <source>docs/memory-model.md</source>
        <translation>docs/memory-model.md</translation>
    </message>
    <message>
        <source>A price is stale when older than</source>
        <translation>価格を古いと見なす期間</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 か月</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) dates from %4 (%5), more than %6 months ago: check the current price before you rely on the cost.</source>
        <translation>%2 (%3) の %1 の価格は %4 (%5) 時点のもので、%6 か月以上前です: コストを当てにする前に現在の価格を確認してください。</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>不明な日付</translation>
    </message>
    <message>
        <source>The host VM price (%1, %2) is more than %3 months old.</source>
        <translation>ホスト VM の価格 (%1、%2) は %3 か月以上前のものです。</translation>
    </message>
    <message>
        <source>The catalog has no price for the host VM %1: the cost leaves it out.</source>
        <translation>カタログにホスト VM %1 の価格がありません: コストには含まれていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n other listed offering(s) use prices more than %1 months old.</source>
        <translation>
            <numerusform>一覧にあるほかの %n 件の提供は %1 か月以上前の価格を使用しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>This report shows candidate #%1; the planner ranks %2 first by %3.</source>
        <translation>このレポートは候補 #%1 を示しています。プランナーが %3 で 1 位にしているのは %2 です。</translation>
    </message>
    <message>
        <source>The run is longer than the %1 h a preemptible machine may run: expect %2 forced restart(s) from the last saved checkpoint.</source>
        <translation>実行時間がプリエンプティブルマシンの最大実行時間 %1 h を超えます: 最後に保存したチェックポイントからの強制再起動が %2 回見込まれます。</translation>
    </message>
    <message>
        <source>The run needs %1 sessions of at most %2 h: resume each from a saved checkpoint.</source>
        <translation>実行には最長 %2 h のセッションが %1 回必要です: 各セッションで保存済みのチェックポイントから再開してください。</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>ゾーン</translation>
    </message>
    <message>
        <source>%1 (the region&apos;s default zone)</source>
        <translation>%1 (リージョンのデフォルトゾーン)</translation>
    </message>
    <message>
        <source>PDF export needs the report renderer running in a GUI application (QGuiApplication)</source>
        <translation>PDF のエクスポートには、GUI アプリケーション (QGuiApplication) で動作するレポートレンダラーが必要です</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>PDF ライターを起動できません</translation>
    </message>
    <message>
        <source>the PDF writer produced no output</source>
        <translation>PDF ライターが何も出力しませんでした</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .md, .csv or .json)</source>
        <translation>%1: 不明なレポート形式です (.pdf、.html、.md、.csv、.json を使用してください)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: レポートを書き込めません: %2</translation>
    </message>
    <message>
        <source>calendar-mode reservation</source>
        <translation>カレンダーモードの予約</translation>
    </message>
    <message>
        <source>flex-start</source>
        <translation>Flex-start</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 GiB usable (%3)</source>
        <translation>HBM %1 GiB、使用可能 %2 GiB (%3)</translation>
    </message>
    <message>
        <source>set in the plan; Google publishes no preemption rate (https://cloud.google.com/compute/docs/instances/preemptible: &quot;generally low, but might vary&quot;)</source>
        <translation>プランで設定。Google はプリエンプション率を公開していません (https://cloud.google.com/compute/docs/instances/preemptible: &quot;generally low, but might vary&quot;)</translation>
    </message>
    <message>
        <source>Train with MaxText (JAX)</source>
        <translation>MaxText (JAX) でトレーニング</translation>
    </message>
    <message>
        <source># On the TPU VM: git clone https://github.com/AI-Hypercomputer/maxtext, then install it</source>
        <translation># TPU VM 上で: git clone https://github.com/AI-Hypercomputer/maxtext を実行してからインストール</translation>
    </message>
    <message>
        <source>per_device_batch_size × gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>per_device_batch_size × gradient_accumulation_steps × %1 デバイス = グローバルバッチ %2。</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags set its shape on the Llama-2 decoder block, which has no q/k/v biases, learned positions or tied embeddings; check them against the model.</source>
        <translation>MaxText には %1 のモデル設定がありません: base_* フラグで Llama-2 のデコーダブロックに形状を設定しますが、このブロックには q/k/v のバイアス、学習される位置埋め込み、重み共有された埋め込みがありません。モデルと照合してください。</translation>
    </message>
    <message>
        <source>MaxText&apos;s train.py trains every weight: it has no LoRA. The plan&apos;s %1 needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full for this command.</source>
        <translation>MaxText の train.py はすべての重みをトレーニングし、LoRA はありません。プランの %1 はこのコマンドよりはるかに少ないメモリで済みます。PEFT に対応したトレーナーで実行するか、このコマンド用には --finetune full で計画してください。</translation>
    </message>
    <message>
        <source>To fine-tune rather than pretrain, add load_parameters_path= with a checkpoint converted to MaxText&apos;s format.</source>
        <translation>事前学習ではなくファインチューニングするには、MaxText の形式に変換したチェックポイントを指定して load_parameters_path= を追加してください。</translation>
    </message>
    <message>
        <source>MaxText has no policy for the planned %1: remat_policy=full recomputes more, so the step is slower than estimated.</source>
        <translation>MaxText には計画の %1 に対応するポリシーがありません: remat_policy=full はより多く再計算するため、ステップは推定より遅くなります。</translation>
    </message>
    <message>
        <source>dtype is the activations&apos; type and weight_dtype the stored weights&apos; and optimizer states&apos; type: bfloat16 with float32 weights is the plan&apos;s bf16 mixed.</source>
        <translation>dtype はアクティベーションの型、weight_dtype は保存する重みとオプティマイザの状態の型です: bfloat16 と float32 の重みの組み合わせがプランの bf16 混合精度に当たります。</translation>
    </message>
    <message>
        <source>num_vocab_tiling splits the output projection and the loss into %1 tiles over the tokens, as the plan&apos;s loss chunks do.</source>
        <translation>num_vocab_tiling は、プランの損失のチャンクと同様に、出力射影と損失をトークン方向に %1 個のタイルに分割します。</translation>
    </message>
    <message>
        <source>$DATASET_PATH, $TOKENIZER_PATH and $RUN_NAME are yours to set; dataset_type (tfds, hf, grain) selects how dataset_path is read.</source>
        <translation>$DATASET_PATH、$TOKENIZER_PATH、$RUN_NAME は各自で設定してください。dataset_type (tfds、hf、grain) で dataset_path の読み込み方法を選びます。</translation>
    </message>
    <message>
        <source>Fine-tune with torchtune (PyTorch)</source>
        <translation>torchtune (PyTorch) でファインチューニング</translation>
    </message>
    <message>
        <source># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</source>
        <translation># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</translation>
    </message>
    <message>
        <source>torchtune because it has a single-device %1 recipe and config for this model; the Hugging Face Trainer would need the LoRA set up in code.</source>
        <translation>torchtune を選んだのは、このモデル用の単一デバイスの %1 レシピと設定があるためです。Hugging Face Trainer では LoRA をコードで設定する必要があります。</translation>
    </message>
    <message>
        <source>batch_size × gradient_accumulation_steps = global batch %1 on one GPU.</source>
        <translation>batch_size × gradient_accumulation_steps = GPU 1 基でのグローバルバッチ %1。</translation>
    </message>
    <message>
        <source>dtype=bf16 trains in pure bf16 (torchtune has no mixed precision): weights, gradients and optimizer states take less memory than the plan&apos;s bf16 mixed.</source>
        <translation>dtype=bf16 は純粋な bf16 でトレーニングします (torchtune には混合精度がありません): 重み、勾配、オプティマイザの状態のメモリはプランの bf16 混合精度より少なくなります。</translation>
    </message>
    <message>
        <source>torchtune&apos;s configs compute the loss in chunks (CEWithChunkedOutputLoss): the logits take less memory than the plan assumes without --loss-chunks.</source>
        <translation>torchtune の設定は損失をチャンクに分けて計算します (CEWithChunkedOutputLoss): ロジットのメモリは、--loss-chunks なしでプランが想定する量より少なくなります。</translation>
    </message>
    <message>
        <source>torchtune&apos;s chunked loss (CEWithChunkedOutputLoss) uses 8 chunks; the plan assumed %1.</source>
        <translation>torchtune のチャンク化した損失 (CEWithChunkedOutputLoss) は 8 チャンクを使います。プランは %1 を想定していました。</translation>
    </message>
    <message>
        <source>torchtune runs attention through PyTorch&apos;s scaled_dot_product_attention, which picks a flash kernel where it can; the plan assumed eager attention.</source>
        <translation>torchtune は PyTorch の scaled_dot_product_attention でアテンションを実行し、可能な場合は flash カーネルを選びます。プランは eager アテンションを想定していました。</translation>
    </message>
    <message>
        <source>enable_activation_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>enable_activation_checkpointing は計画の %1 より多く、すべての層を再計算します: メモリは減りますが、ステップは推定より遅くなります。</translation>
    </message>
    <message>
        <source>The dataset is the config&apos;s (dataset._component_); override it with your own.</source>
        <translation>データセットは設定のもの (dataset._component_) です。独自のデータセットで上書きしてください。</translation>
    </message>
    <message>
        <source>Train with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer (PyTorch) でトレーニング</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer because torchtune has no single-GPU config for this model and mode (or the plan uses fp16).</source>
        <translation>Hugging Face Trainer を選んだのは、torchtune にこのモデルとモード用の単一 GPU の設定がない (またはプランが fp16 を使う) ためです。</translation>
    </message>
    <message>
        <source>run_clm.py has no attention flag: load the model with attn_implementation=&quot;%1&quot; (from_pretrained) to get the planned %2.</source>
        <translation>run_clm.py にはアテンションのフラグがありません: 計画の %2 にするには、attn_implementation=&quot;%1&quot; (from_pretrained) でモデルを読み込んでください。</translation>
    </message>
    <message>
        <source>run_clm.py trains every weight. For %1 wrap the model with PEFT: LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5.</source>
        <translation>run_clm.py はすべての重みをトレーニングします。%1 にするには、モデルを PEFT でラップしてください: LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5。</translation>
    </message>
    <message>
        <source>The Trainer computes the loss over the whole logits; the plan&apos;s %1 loss chunks need a fused or chunked cross-entropy (for example Liger Kernel: --use_liger_kernel).</source>
        <translation>Trainer はロジット全体に対して損失を計算します。プランの %1 個の損失のチャンクには、融合またはチャンク化した交差エントロピーが必要です (例: Liger Kernel の --use_liger_kernel)。</translation>
    </message>
    <message>
        <source>causal LM (next token at every position)</source>
        <translation>因果言語モデル (すべての位置で次のトークンを予測)</translation>
    </message>
    <message>
        <source>auto (flash where the hardware runs it, eager otherwise)</source>
        <translation>auto (ハードウェアが対応していれば flash、それ以外は eager)</translation>
    </message>
    <message>
        <source>eager (the s × s scores are stored)</source>
        <translation>eager (s × s のスコアを保存)</translation>
    </message>
    <message>
        <source>flash (no s × s scores)</source>
        <translation>flash (s × s のスコアなし)</translation>
    </message>
    <message>
        <source>bf16 (weights, gradients and optimizer states)</source>
        <translation>bf16 (重み、勾配、オプティマイザの状態)</translation>
    </message>
    <message>
        <source>MaxText %1</source>
        <translation>MaxText %1</translation>
    </message>
    <message>
        <source>the query and value projections</source>
        <translation>クエリとバリューの射影</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>すべての線形層</translation>
    </message>
    <message>
        <source>full (every weight trains)</source>
        <translation>フル (すべての重みをトレーニング)</translation>
    </message>
    <message>
        <source>LoRA rank %1 on %2 (frozen base weights)</source>
        <translation>%2 に LoRA ランク %1 (ベースの重みは凍結)</translation>
    </message>
    <message>
        <source>QLoRA: 4-bit NF4 base, LoRA rank %1 on %2</source>
        <translation>QLoRA: 4 ビット NF4 ベース、%2 に LoRA ランク %1</translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation>モデルの種類</translation>
    </message>
    <message>
        <source>decoder (causal language model)</source>
        <translation>デコーダ (因果言語モデル)</translation>
    </message>
    <message>
        <source>%1 (embeddings %2, layers %3, head %4)</source>
        <translation>%1 (埋め込み %2、層 %3、ヘッド %4)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>ファインチューニング</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>アテンションカーネル</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>損失のチャンク数</translation>
    </message>
    <message>
        <source>none (the logits of the whole batch at once)</source>
        <translation>なし (バッチ全体のロジットを一度に保持)</translation>
    </message>
    <message>
        <source>%1 (chunked cross-entropy: one chunk of logits at a time)</source>
        <translation>%1 (チャンク化した交差エントロピー: ロジットは一度に 1 チャンク分)</translation>
    </message>
    <message>
        <source>bf16 pure</source>
        <translation>純粋な bf16</translation>
    </message>
    <message>
        <source>of which frozen base weights</source>
        <translation>うち凍結したベースの重み</translation>
    </message>
    <message>
        <source>of which adapters (weights, gradients, optimizer states)</source>
        <translation>うちアダプタ (重み、勾配、オプティマイザの状態)</translation>
    </message>
    <message>
        <source>of which logits of the causal-LM head</source>
        <translation>うち causal-LM ヘッドのロジット</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>アダプタ</translation>
    </message>
    <message>
        <source>%1 parameters: weights %2, gradients %3, optimizer states %4</source>
        <translation>パラメータ %1: 重み %2、勾配 %3、オプティマイザの状態 %4</translation>
    </message>
    <message>
        <source>Logits of the causal-LM head</source>
        <translation>causal-LM ヘッドのロジット</translation>
    </message>
    <message>
        <source>Dequantisation buffer (QLoRA)</source>
        <translation>逆量子化バッファ (QLoRA)</translation>
    </message>
    <message>
        <source># ACTIVE once every slice is up</source>
        <translation># すべてのスライスが起動すると ACTIVE になります</translation>
    </message>
    <message>
        <source>The mesh is %1 (%2): ici_* parallelisms multiply to the %3 chips of one slice, dcn_data_parallelism is the number of slices.</source>
        <translation>メッシュは %1 (%2) です: ici_* の並列度の積は 1 スライスの %3 チップ、dcn_data_parallelism はスライス数です。</translation>
    </message>
    <message>
        <source>MaxText shards the weights, gradients and optimizer states over the fsdp axis together: the planned %1 runs as FSDP, with less memory and more all-gather traffic than estimated.</source>
        <translation>MaxText は重み、勾配、オプティマイザの状態をまとめて fsdp 軸上でシャードします: 計画した %1 は FSDP として実行され、推定よりメモリは少なく、all-gather の通信量は多くなります。</translation>
    </message>
    <message>
        <source>remat_policy=custom with decoder_layer_input=offload keeps each layer&apos;s input in host memory and recomputes the rest, as the v6e-8 Llama 3.1 recipes do.</source>
        <translation>remat_policy=custom と decoder_layer_input=offload は各層の入力をホストメモリに保持して残りを再計算します。v6e-8 の Llama 3.1 レシピと同じです。</translation>
    </message>
    <message>
        <source>Multislice: the gcloud commands above create the %1 slices as one queued resource; run this command on every worker of every slice.</source>
        <translation>マルチスライス: 上の gcloud コマンドは %1 個のスライスを 1 つのキューに入れられたリソースとして作成します。このコマンドはすべてのスライスのすべてのワーカーで実行してください。</translation>
    </message>
    <message>
        <source>Check the fit with the MaxText compiler before renting</source>
        <translation>借りる前に MaxText コンパイラで収まるか確認する</translation>
    </message>
    <message>
        <source># On any machine with MaxText and jax[tpu] installed (a CPU VM will do): no TPU is needed</source>
        <translation># MaxText と jax[tpu] がインストールされた任意のマシン (CPU VM でも可) で実行: TPU は不要</translation>
    </message>
    <message>
        <source>It compiles the training step for %1 × %2 and stops with an out-of-memory error where the program does not fit the chips&apos; memory: run it before creating the TPU.</source>
        <translation>%1 × %2 向けにトレーニングステップをコンパイルし、プログラムがチップのメモリに収まらない場合はメモリ不足エラーで停止します: TPU を作成する前に実行してください。</translation>
    </message>
    <message>
        <source>MaxText&apos;s train_compile.py knows the topologies of v4, v5e, v5p and v6e; check that it accepts %1.</source>
        <translation>MaxText の train_compile.py が認識するトポロジーは v4、v5e、v5p、v6e です。%1 を受け付けるか確認してください。</translation>
    </message>
    <message>
        <source># On each of the %1 nodes (NODE_RANK 0 to %2; MASTER_ADDR is node 0&apos;s address)</source>
        <translation># %1 ノードのそれぞれで実行 (NODE_RANK は 0 から %2、MASTER_ADDR はノード 0 のアドレス)</translation>
    </message>
    <message>
        <source># On the VM, one process per GPU (%1 GPUs)</source>
        <translation># VM 上で GPU ごとに 1 プロセス (%1 GPU)</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer with DeepSpeed ZeRO stage %1 (ds_config.json above) over %2 GPUs: the planned %3.</source>
        <translation>%2 GPU で DeepSpeed ZeRO ステージ %1 (上の ds_config.json) を使う Hugging Face Trainer: 計画した %3 です。</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer runs PyTorch DDP under torchrun: every GPU holds a full replica.</source>
        <translation>Hugging Face Trainer は torchrun の下で PyTorch DDP を実行します: 各 GPU が完全なレプリカを保持します。</translation>
    </message>
    <message>
        <source>The same with PyTorch FSDP instead of DeepSpeed: --fsdp &quot;full_shard auto_wrap&quot; with fsdp_config transformer_layer_cls_to_wrap set to the decoder layer class (sharding_strategy FULL_SHARD, auto_wrap_policy transformer_auto_wrap_policy)%1.</source>
        <translation>DeepSpeed の代わりに PyTorch FSDP を使う場合は、--fsdp &quot;full_shard auto_wrap&quot; とし、fsdp_config の transformer_layer_cls_to_wrap にデコーダ層のクラスを指定します (sharding_strategy FULL_SHARD、auto_wrap_policy transformer_auto_wrap_policy)%1。</translation>
    </message>
    <message>
        <source>, and --fsdp &quot;full_shard auto_wrap offload&quot; for cpu_offload</source>
        <translation>。cpu_offload には --fsdp &quot;full_shard auto_wrap offload&quot; を使います</translation>
    </message>
    <message>
        <source>DeepSpeed offloads parameters only under ZeRO-3 (offload_param): under stage %1 they stay on the GPU.</source>
        <translation>DeepSpeed がパラメータをオフロードするのは ZeRO-3 (offload_param) の場合だけです: ステージ %1 ではパラメータは GPU に残ります。</translation>
    </message>
    <message>
        <source>Neither the Trainer nor DeepSpeed ZeRO moves activations to the host: the planned activation offload needs the model&apos;s checkpointing to offload (for example torch.autograd.graph.save_on_cpu); without it the activations stay on the GPU.</source>
        <translation>Trainer も DeepSpeed ZeRO もアクティベーションをホストに移しません: 計画したアクティベーションのオフロードには、モデルの勾配チェックポイントがオフロードを行う必要があります (例: torch.autograd.graph.save_on_cpu)。そうしないとアクティベーションは GPU に残ります。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1: the Trainer and ZeRO do not split layers; run it with a framework that does (Megatron-LM --tensor-model-parallel-size %1, torchtitan tensor_parallel_degree=%1).</source>
        <translation>テンソル並列 %1: Trainer と ZeRO は層を分割しません。分割できるフレームワークで実行してください (Megatron-LM --tensor-model-parallel-size %1、torchtitan tensor_parallel_degree=%1)。</translation>
    </message>
    <message>
        <source>%1 GPUs span %2 nodes of %3: the gradient and weight traffic between nodes runs over the network, slower than NVLink.</source>
        <translation>%1 GPU は %3 の %2 ノードにまたがります: ノード間の勾配と重みの通信はネットワークを経由し、NVLink より低速です。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO configuration</source>
        <translation>DeepSpeed ZeRO の設定</translation>
    </message>
    <message>
        <source>ZeRO stage %1 shards %2 over the %3 GPUs.</source>
        <translation>ZeRO ステージ %1 は %2 を %3 GPU にシャードします。</translation>
    </message>
    <message>
        <source>the optimizer states</source>
        <translation>オプティマイザの状態</translation>
    </message>
    <message>
        <source>the optimizer states and gradients</source>
        <translation>オプティマイザの状態と勾配</translation>
    </message>
    <message>
        <source>the optimizer states, gradients and parameters</source>
        <translation>オプティマイザの状態、勾配、パラメータ</translation>
    </message>
    <message>
        <source>mics_shard_size=%1 shards the states within groups of %1 GPUs and replicates them across the %2 groups, as the planned mesh does (MiCS; PyTorch FSDP calls it HYBRID_SHARD).</source>
        <translation>mics_shard_size=%1 は状態を %1 GPU のグループ内でシャードし、%2 グループ間で複製します。計画したメッシュと同じです (MiCS。PyTorch FSDP では HYBRID_SHARD)。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage %1 shards over all the GPUs, not groups of %2 as planned: less memory per GPU, more communication than estimated.</source>
        <translation>DeepSpeed ZeRO ステージ %1 は、計画した %2 GPU のグループではなくすべての GPU にシャードします: GPU あたりのメモリは少なく、通信は推定より多くなります。</translation>
    </message>
    <message>
        <source>Offloading to the CPU needs DeepSpeed&apos;s CPU Adam (built on first use) and host memory for what is offloaded.</source>
        <translation>CPU へのオフロードには DeepSpeed の CPU Adam (初回使用時にビルド) と、オフロードする分のホストメモリが必要です。</translation>
    </message>
    <message>
        <source>This script keeps a full replica on every device: it does not run the planned %1 (%2) or its host offload, so it needs more memory per device than estimated.</source>
        <translation>このスクリプトは各デバイスに完全なレプリカを保持します: 計画した %1 (%2) やホストオフロードは行わないため、デバイスあたりのメモリは推定より多く必要です。</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>オプティマイザの状態</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>host transfer</source>
        <translation>ホスト転送</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>計算律速</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>通信律速</translation>
    </message>
    <message>
        <source>host-transfer-bound</source>
        <translation>ホスト転送律速</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n device(s), mesh %2</source>
        <translation>
            <numerusform>%n デバイス上の %1、メッシュ %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>ホストオフロード</translation>
    </message>
    <message>
        <source>%1; offload: %2</source>
        <translation>%1、オフロード: %2</translation>
    </message>
    <message>
        <source>Sharding buffers (gathered weights, communication buffers)</source>
        <translation>シャーディングバッファ (集約した重み、通信バッファ)</translation>
    </message>
    <message>
        <source>A full replica&apos;s model states</source>
        <translation>完全なレプリカのモデルの状態</translation>
    </message>
    <message>
        <source>%1 per device without sharding (weights, gradients and optimizer states); %2 with %3</source>
        <translation>シャーディングなしでデバイスあたり %1 (重み、勾配、オプティマイザの状態)。%3 では %2</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>シャーディングバッファ</translation>
    </message>
    <message numerus="yes">
        <source>%1: gathered weights of %n layer(s) %2, communication buffers %3</source>
        <translation>
            <numerusform>%1: 集約した %n 層の重み %2、通信バッファ %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the host</source>
        <translation>ホストへ移動</translation>
    </message>
    <message>
        <source>%1 per device (optimizer states %2, parameters %3, activations %4)</source>
        <translation>デバイスあたり %1 (オプティマイザの状態 %2、パラメータ %3、アクティベーション %4)</translation>
    </message>
    <message>
        <source>Host memory per host</source>
        <translation>ホストあたりのホストメモリ</translation>
    </message>
    <message>
        <source>nothing offloaded (%1 host RAM)</source>
        <translation>オフロードなし (ホスト RAM %1)</translation>
    </message>
    <message>
        <source>nothing offloaded</source>
        <translation>オフロードなし</translation>
    </message>
    <message>
        <source>%1 of %2 host RAM (%3)</source>
        <translation>ホスト RAM %2 のうち %1 (%3)</translation>
    </message>
    <message>
        <source>%1 (the catalog gives no host RAM: not checked)</source>
        <translation>%1 (カタログにホスト RAM がありません: 未確認)</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>ステップあたりの計算</translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation>ステップあたりの通信</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s)</source>
        <translation>%1 s (勾配同期 %2 s、重みの集約 %3 s、テンソル並列 %4 s、スライス間 %5 s)</translation>
    </message>
    <message>
        <source>; a link the mesh needs is not in the catalog</source>
        <translation>。メッシュに必要なリンクがカタログにありません</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>隠れない通信</translation>
    </message>
    <message>
        <source>%1 s (what compute does not hide)</source>
        <translation>%1 s (計算で隠れない分)</translation>
    </message>
    <message>
        <source>Host transfers per step</source>
        <translation>ステップあたりのホスト転送</translation>
    </message>
    <message>
        <source>%1 s over PCIe</source>
        <translation>PCIe で %1 s</translation>
    </message>
    <message>
        <source>Step bound by</source>
        <translation>ステップの律速要因</translation>
    </message>
    <message>
        <source>%1 (%2 tokens per device and step; the weights&apos; traffic hides behind compute above %3)</source>
        <translation>%1 (デバイス・ステップあたり %2 トークン。%3 を超えると重みの通信は計算の裏に隠れます)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 (matmuls at %2 of the peak)</source>
        <translation>%1 (行列積はピークの %2)</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>行列積</translation>
    </message>
    <message>
        <source>%1 (bound by reading the weights from HBM)</source>
        <translation>%1 (HBM からの重みの読み出しが律速)</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>メモリ律速の処理</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>オプティマイザの更新</translation>
    </message>
    <message>
        <source>Matrix-unit padding</source>
        <translation>行列演算ユニットのパディング</translation>
    </message>
    <message>
        <source>%1 of the above (dimensions padded to multiples of %2)</source>
        <translation>上記のうち %1 (次元を %2 の倍数にパディング)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>%1 of the above (checkpointing)</source>
        <translation>上記のうち %1 (勾配チェックポイント)</translation>
    </message>
    <message>
        <source>expected wall time %1–%2, expected cost %3–%4 (every step at the low or the high end of the band)</source>
        <translation>期待所要時間 %1–%2、期待コスト %3–%4 (すべてのステップが幅の下端または上端の場合)</translation>
    </message>
    <message>
        <source>expected wall time %1–%2 (every step at the low or the high end of the band)</source>
        <translation>期待所要時間 %1–%2 (すべてのステップが幅の下端または上端の場合)</translation>
    </message>
    <message>
        <source>The P10–P90 above is the spread of the preemptions alone.</source>
        <translation>上記の P10–P90 は、プリエンプションだけによるばらつきです。</translation>
    </message>
    <message>
        <source>With the time model&apos;s band</source>
        <translation>時間モデルの幅を含めた場合</translation>
    </message>
    <message>
        <source>Efficiency of %1 with %2</source>
        <translation>%2 を使用した %1 の効率</translation>
    </message>
    <message>
        <source>FLOPs counted in the MFU</source>
        <translation>MFU で数える FLOPs</translation>
    </message>
    <message>
        <source>MaxText (the FLOPs its training log prints)</source>
        <translation>MaxText (トレーニングログに出力される FLOPs)</translation>
    </message>
    <message>
        <source>No published training run on %1 calibrates the time model: its efficiency is assumed from the TPU generations that have runs, so the time and cost are less certain than the band says.</source>
        <translation>%1 での公開済みのトレーニング実行がなく、時間モデルをキャリブレーションできません: 効率は実行結果のある TPU 世代から仮定しているため、時間とコストは幅が示すよりも不確かです。</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>モーメンタム付き SGD</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao)</source>
        <translation>8 ビット AdamW (bitsandbytes、torchao)</translation>
    </message>
    <message>
        <source>on the device: %1</source>
        <translation>デバイス上: %1</translation>
    </message>
    <message>
        <source>offloaded to the host: %1</source>
        <translation>ホストへオフロード: %1</translation>
    </message>
    <message>
        <source>the rest recomputed</source>
        <translation>残りは再計算</translation>
    </message>
    <message>
        <source>nothing recomputed</source>
        <translation>再計算なし</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>損失を %1 チャンクに分割 (探索による変更)</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1 (探索による変更)</translation>
    </message>
    <message>
        <source>selective (torchtitan op-level)</source>
        <translation>選択的 (torchtitan の演算単位)</translation>
    </message>
    <message>
        <source>custom placement (%1)</source>
        <translation>カスタム配置 (%1)</translation>
    </message>
    <message>
        <source>layer inputs kept</source>
        <translation>層の入力を保持</translation>
    </message>
    <message>
        <source>Activations offloaded by checkpointing</source>
        <translation>勾配チェックポイントでオフロードしたアクティベーション</translation>
    </message>
    <message>
        <source>%1 per device in host memory (the placement&apos;s offloaded tensors), outside the device total</source>
        <translation>ホストメモリにデバイスあたり %1 (配置でオフロードしたテンソル)、デバイスの合計には含まない</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>ページドオプティマイザの状態</translation>
    </message>
    <message>
        <source>%1 in CUDA unified memory, outside the device total (moved to host RAM when the GPU runs short)</source>
        <translation>CUDA ユニファイドメモリに %1、デバイスの合計には含まない (GPU のメモリが不足するとホスト RAM に移動)</translation>
    </message>
    <message>
        <source>Optimizer update temporaries</source>
        <translation>オプティマイザの更新の一時領域</translation>
    </message>
    <message>
        <source>%1 live after the backward pass; %2 counted beyond the activations they replace</source>
        <translation>逆伝播の後に %1 を使用。置き換わるアクティベーションを超える %2 を計上</translation>
    </message>
    <message>
        <source>chosen by the planner: none, or %1 where that runs a larger batch</source>
        <translation>プランナーが選択: なし、またはより大きなバッチを実行できる場合は %1</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6; the cost is unknown, since the price is not publicly listed.</source>
        <translation>%2 の %1 (%3)、%4、%5 でトレーニング: 期待値は %6。価格が公開されていないため、コストは不明です。</translation>
    </message>
    <message>
        <source>an unknown cost (the price is not publicly listed)</source>
        <translation>コスト不明 (公開価格なし)</translation>
    </message>
    <message>
        <source>Activation placement</source>
        <translation>アクティベーションの配置</translation>
    </message>
    <message>
        <source>%1 (search lever; the plan asks for %2)</source>
        <translation>%1 (探索による変更。プランの指定は %2)</translation>
    </message>
    <message>
        <source>%1, chosen by the planner</source>
        <translation>%1、プランナーが選択</translation>
    </message>
    <message>
        <source>price not listed: cost unknown</source>
        <translation>公開価格なし: コスト不明</translation>
    </message>
    <message>
        <source>fused loss</source>
        <translation>fused 損失</translation>
    </message>
    <message>
        <source>eager loss</source>
        <translation>eager 損失</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; one of %4 loss chunks at a time)</source>
        <translation>%1 (%2、ロジットあたり %3 バイト。%4 個の損失のチャンクのうち一度に 1 つ)</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; the whole batch at once, --loss-chunks shrinks it)</source>
        <translation>%1 (%2、ロジットあたり %3 バイト。バッチ全体を一度に保持、--loss-chunks で削減可能)</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>ステップのオーバーヘッド</translation>
    </message>
    <message>
        <source>%1 (dispatch, infeed and launches; the collectives&apos; latency %2)</source>
        <translation>%1 (ディスパッチ、インフィード、カーネル起動。集団通信のレイテンシ %2)</translation>
    </message>
    <message>
        <source>matmuls at %1 of the peak, memory-bound work at %2 of the HBM bandwidth, %3 s of fixed cost per dispatch; band ×%4–×%5</source>
        <translation>行列積はピークの %1、メモリ律速の処理は HBM 帯域幅の %2、ディスパッチあたりの固定コスト %3 s。幅 ×%4–×%5</translation>
    </message>
    <message>
        <source>The chosen candidate misses a constraint. %1</source>
        <translation>選択した候補は制約を満たしていません。%1</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags and the keys after them set its shape on MaxText&apos;s %2 decoder block; check them against the model.</source>
        <translation>MaxText には %1 のモデル設定がありません: base_* フラグとそれに続くキーで、MaxText の %2 デコーダブロックに形状を設定します。モデルと照合してください。</translation>
    </message>
    <message>
        <source>Megatron-LM because the Hugging Face Trainer and DeepSpeed ZeRO have no expert parallelism: --expert-model-parallel-size=%1 splits the %2 experts of every MoE layer over %1 GPUs (%3 each) and --moe-token-dispatcher-type=alltoall sends each token to its %4 experts.</source>
        <translation>Hugging Face Trainer と DeepSpeed ZeRO にはエキスパート並列がないため Megatron-LM を使います: --expert-model-parallel-size=%1 で各 MoE 層の %2 個のエキスパートを %1 GPU に分割し (それぞれ %3 個)、--moe-token-dispatcher-type=alltoall で各トークンをその %4 個のエキスパートに送ります。</translation>
    </message>
    <message>
        <source>--moe-expert-capacity-factor=%1 drops the tokens over each expert&apos;s capacity (ceil(tokens × top-k / experts × %1)), as the plan assumes.</source>
        <translation>--moe-expert-capacity-factor=%1 は、プランの想定どおり、各エキスパートのキャパシティ (ceil(tokens × top-k / experts × %1)) を超えたトークンをドロップします。</translation>
    </message>
    <message>
        <source>No --moe-expert-capacity-factor: Megatron-LM runs dropless by default, every token reaches its experts; --moe-grouped-gemm runs each GPU&apos;s local experts as one grouped GEMM.</source>
        <translation>--moe-expert-capacity-factor なし: Megatron-LM はデフォルトでドロップなしで動作し、すべてのトークンがそのエキスパートに届きます。--moe-grouped-gemm は各 GPU のローカルなエキスパートを 1 つのグループ化 GEMM として実行します。</translation>
    </message>
    <message>
        <source>Expert × tensor parallelism spans %1 GPUs, more than the %2 of one node: the all-to-all runs over the network (Megatron-LM&apos;s MoE README: keep EP × TP within a node).</source>
        <translation>エキスパート × テンソル並列は %1 GPU にまたがり、1 ノードの %2 を超えています: all-to-all はネットワーク経由になります (Megatron-LM の MoE README: EP × TP は 1 ノード内に収める)。</translation>
    </message>
    <message>
        <source>Megatron-LM has no chunked attention: the %1-token chunks of the local layers run as full attention, with more FLOPs than estimated.</source>
        <translation>Megatron-LM にはチャンク化アテンションがありません: ローカル層の %1 トークンのチャンクはフルアテンションとして実行され、FLOPs は推定より多くなります。</translation>
    </message>
    <message>
        <source>Megatron-LM trains every weight: the plan&apos;s LoRA/QLoRA needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full.</source>
        <translation>Megatron-LM はすべての重みをトレーニングします: プランの LoRA/QLoRA は、このコマンドよりはるかに少ないメモリで済みます。PEFT に対応したトレーナーで実行するか、--finetune full で計画してください。</translation>
    </message>
    <message>
        <source>torchtitan runs the same mesh from its model registry (MODULE=… CONFIG=… ./run_train.sh) with --parallelism.expert_parallel_degree=%1, as the commented line shows.</source>
        <translation>torchtitan では、コメント行のとおり、モデルレジストリから (MODULE=… CONFIG=… ./run_train.sh) --parallelism.expert_parallel_degree=%1 を指定して同じメッシュで実行できます。</translation>
    </message>
    <message>
        <source>sparse_matmul=False with capacity_factor=%1 drops the tokens over each expert&apos;s capacity (max(ceil(tokens × top-k / experts) × %1, %1) per sequence); the one-hot dispatch and combine add FLOPs beyond the model&apos;s.</source>
        <translation>sparse_matmul=False と capacity_factor=%1 では、各エキスパートのキャパシティ (シーケンスあたり max(ceil(tokens × top-k / experts) × %1, %1)) を超えたトークンをドロップします。one-hot のディスパッチと結合により、モデル本来の FLOPs に加えて FLOPs が増えます。</translation>
    </message>
    <message>
        <source>sparse_matmul=True with megablox=True and capacity_factor=-1 runs the experts dropless: every token reaches its %1 experts, through ragged grouped matmuls.</source>
        <translation>sparse_matmul=True、megablox=True、capacity_factor=-1 では、エキスパートをドロップなしで実行します: すべてのトークンが、不揃いなグループ化行列積 (ragged grouped matmul) を通じてその %1 個のエキスパートに届きます。</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=%1 splits the %2 experts of every MoE layer over %1 chips of the slice (%3 each); tokens reach their experts by all-to-all.</source>
        <translation>ici_expert_parallelism=%1 は、各 MoE 層の %2 個のエキスパートをスライスの %1 チップに分割します (それぞれ %3 個)。トークンは all-to-all でエキスパートに届きます。</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=1: every chip holds all %1 experts of its fsdp shard; no all-to-all.</source>
        <translation>ici_expert_parallelism=1: 各チップが自身の fsdp シャードの %1 個のエキスパートをすべて保持します。all-to-all はありません。</translation>
    </message>
    <message>
        <source>dcn_expert_parallelism=1: the experts do not span slices, each slice holds them all.</source>
        <translation>dcn_expert_parallelism=1: エキスパートはスライスをまたがず、各スライスがすべてのエキスパートを保持します。</translation>
    </message>
    <message>
        <source>MaxText has no decoder block for %1: decoder_block=mixtral (routed experts, no shared expert or expert biases) stands in for it; check the layers against the model.</source>
        <translation>MaxText には %1 のデコーダブロックがありません: 代わりに decoder_block=mixtral (ルーティングされるエキスパートのみで、共有エキスパートやエキスパートのバイアスはなし) を使います。層をモデルと照合してください。</translation>
    </message>
    <message>
        <source>Train the experts with Megatron-LM (PyTorch)</source>
        <translation>Megatron-LM (PyTorch) でエキスパートをトレーニング</translation>
    </message>
    <message>
        <source># torchtitan instead: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</source>
        <translation># 代わりに torchtitan を使う場合: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</translation>
    </message>
    <message>
        <source>--micro-batch-size × gradient accumulation × %1 data-parallel GPU(s) = --global-batch-size %2; Megatron-LM derives the accumulation from them.</source>
        <translation>--micro-batch-size × 勾配累積 × データ並列の %1 GPU = --global-batch-size %2。Megatron-LM は累積をこれらから導出します。</translation>
    </message>
    <message>
        <source>$DATA_PATH is a Megatron-LM indexed dataset (tools/preprocess_data.py); $TOKENIZER_MODEL the model&apos;s Hugging Face tokenizer.</source>
        <translation>$DATA_PATH は Megatron-LM のインデックス付きデータセット (tools/preprocess_data.py)、$TOKENIZER_MODEL はモデルの Hugging Face トークナイザーです。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Parameters by part</source>
        <translation>構成要素別のパラメータ</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>アクティブパラメータ</translation>
    </message>
    <message>
        <source>%1 per token with both embedding matrices (as Mistral, Qwen, Meta and Megatron count); %2 without the input embedding (OpenAI, DeepSeek); %3 without embeddings</source>
        <translation>両方の埋め込み行列を含めてトークンあたり %1 (Mistral、Qwen、Meta、Megatron の数え方)。入力埋め込みを除くと %2 (OpenAI、DeepSeek)。埋め込みを除くと %3</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (dense) and %5 (each expert), vocabulary %6</source>
        <translation>層 %1、隠れ層 %2、ヘッド %3、中間層 %4 (密) と %5 (エキスパートごと)、語彙 %6</translation>
    </message>
    <message>
        <source>of which routed experts (weights, gradients, optimizer states)</source>
        <translation>うちルーティングされるエキスパート (重み、勾配、オプティマイザの状態)</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (each expert), vocabulary %5</source>
        <translation>層 %1、隠れ層 %2、ヘッド %3、中間層 %4 (エキスパートごと)、語彙 %5</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s, expert all-to-all %6 s)</source>
        <translation>%1 s (勾配同期 %2 s、重みの集約 %3 s、テンソル並列 %4 s、スライス間 %5 s、エキスパートの all-to-all %6 s)</translation>
    </message>
    <message>
        <source>quantization=%1 with Qwix quantizes the dot_generals of the decoder layers (module_path decoder/.*layers.*); the splash attention kernel and the LM head stay in bf16, and the weights and optimizer states stay in float32, as the plan assumes.</source>
        <translation>Qwix を使った quantization=%1 は、デコーダ層の dot_general を量子化します (module_path decoder/.*layers.*)。プランの想定どおり、splash attention のカーネルと LM ヘッドは bf16 のまま、重みとオプティマイザの状態は float32 のままです。</translation>
    </message>
    <message>
        <source>MaxText prints its MFU against the bf16 peak whatever the quantization; the plan gives it against both peaks.</source>
        <translation>MaxText は量子化にかかわらず bf16 のピークに対する MFU を出力します。プランでは両方のピークに対する値を示します。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 peak is its bf16 peak: 8 bits gain no time here.</source>
        <translation>%1 の %2 ピークは bf16 のピークと同じです: ここでは 8 ビットにしても時間は短縮されません。</translation>
    </message>
    <message>
        <source>Train in fp8 with torchtitan (PyTorch)</source>
        <translation>torchtitan (PyTorch) で fp8 トレーニング</translation>
    </message>
    <message>
        <source># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</source>
        <translation># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</translation>
    </message>
    <message>
        <source>torchtitan because the Hugging Face Trainer, DeepSpeed and torchtune have no fp8 training: --model.converters=float8 runs every Linear but the output layer in fp8 with tensorwise scaling (torchao Float8Linear), attention and the LM head in bf16, as the plan assumes.</source>
        <translation>Hugging Face Trainer、DeepSpeed、torchtune には fp8 トレーニングがないため torchtitan を使います: --model.converters=float8 は、プランの想定どおり、出力層以外のすべての Linear をテンソル単位のスケーリングで fp8 で実行し (torchao Float8Linear)、アテンションと LM ヘッドは bf16 で実行します。</translation>
    </message>
    <message>
        <source>--training.local_batch_size is the sequences of one data-parallel rank (a tensor-parallel group of %1 GPU(s)); newer torchtitan versions name it by tokens (training.num_tokens_per_microbatch_per_dp_rank): check run_train.sh --help.</source>
        <translation>--training.local_batch_size は 1 つのデータ並列ランク (%1 GPU のテンソル並列グループ) のシーケンス数です。新しいバージョンの torchtitan ではトークン数で指定します (training.num_tokens_per_microbatch_per_dp_rank): run_train.sh --help で確認してください。</translation>
    </message>
    <message>
        <source>--float8.enable_fsdp_float8_all_gather gathers the FSDP weights in fp8: less traffic and no fp8 weight copy, which the plan does not assume.</source>
        <translation>--float8.enable_fsdp_float8_all_gather は FSDP の重みを fp8 で集約します: 通信量が減り、重みの fp8 コピーも不要になりますが、プランではこれを想定していません。</translation>
    </message>
    <message>
        <source>torchtitan reports no MFU for float8 runs (its definition is unclear there); the plan gives it against the bf16 and the fp8 peak.</source>
        <translation>torchtitan は float8 の実行では MFU を報告しません (その場合の定義が明確でないため)。プランでは bf16 と fp8 のピークに対する値を示します。</translation>
    </message>
    <message>
        <source>The job spans %1 nodes: start run_train.sh on each with torchrun&apos;s rendezvous settings (--nnodes, --rdzv_endpoint).</source>
        <translation>ジョブは %1 ノードにまたがります: 各ノードで torchrun のランデブー設定 (--nnodes、--rdzv_endpoint) を指定して run_train.sh を起動してください。</translation>
    </message>
    <message>
        <source>%1 has no %2 training: it runs the matmuls in bf16, so the step is slower than the plan&apos;s %3 estimate (about the bf16 plan&apos;s).</source>
        <translation>%1 には %2 トレーニングがありません: 行列積を bf16 で実行するため、ステップはプランの %3 の推定より遅くなります (bf16 のプランとほぼ同じ)。</translation>
    </message>
    <message>
        <source>--fp8-format hybrid --fp8-recipe delayed runs the linear layers, the experts&apos; grouped GEMMs included, in fp8 through Transformer Engine (E4M3 forward, E5M2 gradients); attention and the output layer stay in bf16. Transformer Engine keeps an fp8 copy of each linear weight, which the plan counts; --fp8-param-gather gathers the weights in fp8 instead.</source>
        <translation>--fp8-format hybrid --fp8-recipe delayed は、エキスパートのグループ化 GEMM を含む線形層を Transformer Engine で fp8 で実行します (順伝播は E4M3、勾配は E5M2)。アテンションと出力層は bf16 のままです。Transformer Engine は各線形層の重みの fp8 コピーを保持し、プランはこれを計上しています。--fp8-param-gather を使うと、代わりに重みを fp8 で集約します。</translation>
    </message>
    <message>
        <source>Train the pipeline with Megatron-LM (PyTorch)</source>
        <translation>Megatron-LM (PyTorch) でパイプラインをトレーニング</translation>
    </message>
    <message>
        <source>Peak %1 of %2</source>
        <translation>%2 の %1 ピーク性能</translation>
    </message>
    <message>
        <source>%1 TOPS per chip</source>
        <translation>チップあたり %1 TOPS</translation>
    </message>
    <message>
        <source>%1 TFLOPS per GPU (dense)</source>
        <translation>GPU あたり %1 TFLOPS (密行列)</translation>
    </message>
    <message>
        <source>fp8 mixed (linear layers in fp8, the rest bf16 mixed)</source>
        <translation>fp8 混合精度 (線形層は fp8、それ以外は bf16 混合精度)</translation>
    </message>
    <message>
        <source>int8 mixed (linear layers in int8, the rest bf16 mixed)</source>
        <translation>int8 混合精度 (線形層は int8、それ以外は bf16 混合精度)</translation>
    </message>
    <message>
        <source>Heaviest stage</source>
        <translation>最も重いステージ</translation>
    </message>
    <message>
        <source>stage %1 of %2 (%3 layers), %4: its total decides the fit</source>
        <translation>%2 ステージ中のステージ %1 (%3 層)、%4: 収まるかどうかはこの合計で決まります</translation>
    </message>
    <message>
        <source>Each stage</source>
        <translation>各ステージ</translation>
    </message>
    <message>
        <source>8-bit matmuls</source>
        <translation>8 ビットの行列積</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>パイプラインのバブル</translation>
    </message>
    <message>
        <source>%1 s, %2 of the step (%3, %4 microbatches, %5 chunks of layers per stage)</source>
        <translation>%1 s、ステップの %2 (%3、マイクロバッチ %4、ステージあたりの層のチャンク %5)</translation>
    </message>
    <message>
        <source>Sends between stages</source>
        <translation>ステージ間の送信</translation>
    </message>
    <message>
        <source>%1 s per step over %2, beside compute</source>
        <translation>ステップあたり %1 s (%2経由、計算と並行)</translation>
    </message>
    <message>
        <source>the nodes&apos; network</source>
        <translation>ノード間のネットワーク</translation>
    </message>
    <message>
        <source>the device links</source>
        <translation>デバイス間のリンク</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>コンテキストの K/V 交換</translation>
    </message>
    <message>
        <source>%1 s over the context axis of %2 (%3), %4 s of it on the critical path</source>
        <translation>コンテキスト軸 %2 (%3) で %1 s、そのうちクリティカルパス上は %4 s</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The plan YAML.</source>
        <translation>プラン YAML。</translation>
    </message>
    <message>
        <source>The report file to write (.pdf, .html, .md, .csv or .json).</source>
        <translation>書き込むレポートファイル (.pdf、.html、.md、.csv または .json)。</translation>
    </message>
    <message>
        <source>The candidate to report, by rank (default 1, the best).</source>
        <translation>レポートする候補の順位 (デフォルト 1、最良の候補)。</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan report FILE.yaml --output PATH</source>
        <translation>プランファイルを指定してください: tpuplan report FILE.yaml --output PATH</translation>
    </message>
    <message>
        <source>--output is required: the extension chooses the format (.pdf, .html, .md, .csv, .json)</source>
        <translation>--output は必須です: 拡張子で形式が決まります (.pdf、.html、.md、.csv、.json)</translation>
    </message>
    <message>
        <source>cannot tell the format of &quot;%1&quot;: use .pdf, .html, .md, .csv or .json</source>
        <translation>&quot;%1&quot; の形式を判別できません: .pdf、.html、.md、.csv、.json を使用してください</translation>
    </message>
    <message>
        <source>%1: PDF export needs the report renderer, which runs in the tpuplan program (a QGuiApplication)</source>
        <translation>%1: PDF のエクスポートには、tpuplan プログラム (QGuiApplication) 内で動作するレポートレンダラーが必要です</translation>
    </message>
    <message>
        <source>%1: unknown hardware &quot;%2&quot;</source>
        <translation>%1: 不明なハードウェア &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: unknown generation &quot;%2&quot;</source>
        <translation>%1: 不明な世代 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: no prices in region &quot;%2&quot;</source>
        <translation>%1: リージョン &quot;%2&quot; に価格がありません</translation>
    </message>
    <message>
        <source>--candidate %1: the plan lists %2 candidate(s)</source>
        <translation>--candidate %1: プランに含まれる候補は %2 件です</translation>
    </message>
    <message>
        <source>Wrote %1 (%2).</source>
        <translation>%1 を書き込みました (%2)。</translation>
    </message>
    <message>
        <source>Run a plan YAML and export its report: the question, the recommendation and runners-up, memory, time and cost, assumptions with sources, warnings, and the gcloud and training commands; for a serving plan, the request, the recommended setup with its memory, latencies and cost per million tokens, the command that starts it, the candidates and the Pareto front. The format follows the extension of --output: .pdf, .html, .md, .csv (the candidate table) or .json.</source>
        <translation>プラン YAML を実行してレポートを書き出します: 問い、推奨と次点の候補、メモリ、時間とコスト、出典付きの前提、警告、gcloud とトレーニングのコマンド。サービングプランでは、リクエスト、推奨構成とそのメモリ、レイテンシ、100 万トークンあたりのコスト、起動コマンド、候補、パレートフロント。形式は --output の拡張子に従います: .pdf、.html、.md、.csv (候補の表) または .json。</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF レポート (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html *.htm)</source>
        <translation>HTML レポート (*.html *.htm)</translation>
    </message>
    <message>
        <source>Markdown report (*.md *.markdown)</source>
        <translation>Markdown レポート (*.md *.markdown)</translation>
    </message>
    <message>
        <source>CSV candidate table (*.csv)</source>
        <translation>CSV 候補表 (*.csv)</translation>
    </message>
    <message>
        <source>JSON, everything (*.json)</source>
        <translation>JSON、すべて (*.json)</translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json (a decoder).</source>
        <translation>プリセット ID、モデル YAML ファイル、または Hugging Face の config.json (デコーダ)。</translation>
    </message>
    <message>
        <source>Slices or GPUs, comma-separated; without it the whole catalog is searched.</source>
        <translation>スライスまたは GPU (カンマ区切り)。指定しない場合はカタログ全体を検索します。</translation>
    </message>
    <message>
        <source>GPUs of the job (one GPU type in --hardware); default: 1, 2, 4, 8 are tried.</source>
        <translation>ジョブの GPU 数 (--hardware に GPU の種類を 1 つ指定した場合)。デフォルト: 1、2、4、8 を試します。</translation>
    </message>
    <message>
        <source>A device known by its memory alone (no time or cost).</source>
        <translation>メモリ容量だけがわかっているデバイス (時間とコストは算出しません)。</translation>
    </message>
    <message>
        <source>Devices one replica spans; default: every device of the job.</source>
        <translation>1 つのレプリカがまたがるデバイス数。デフォルト: ジョブのすべてのデバイス。</translation>
    </message>
    <message>
        <source>Mean prompt tokens.</source>
        <translation>プロンプトの平均トークン数。</translation>
    </message>
    <message>
        <source>Mean output tokens.</source>
        <translation>出力の平均トークン数。</translation>
    </message>
    <message>
        <source>Requests in flight (closed loop: users who send the next when answered).</source>
        <translation>処理中のリクエスト数 (クローズドループ: 応答を受け取ると次を送るユーザー)。</translation>
    </message>
    <message>
        <source>Requests per second (open loop, Poisson arrivals).</source>
        <translation>1 秒あたりのリクエスト数 (オープンループ、ポアソン到着)。</translation>
    </message>
    <message>
        <source>Every request queued at once: throughput alone counts.</source>
        <translation>すべてのリクエストを一度にキューに入れます: スループットだけが重要です。</translation>
    </message>
    <message>
        <source>The longest sequence the engine admits (--max-model-len); default: I + O.</source>
        <translation>エンジンが受け付ける最長のシーケンス (--max-model-len)。デフォルト: I + O。</translation>
    </message>
    <message>
        <source>Weight precisions: bf16, fp8, int8, int4 (comma-separated); default: bf16,fp8,int8.</source>
        <translation>重みの精度: bf16、fp8、int8、int4 (カンマ区切り)。デフォルト: bf16,fp8,int8。</translation>
    </message>
    <message>
        <source>KV-cache precisions: bf16, fp8, int8 (comma-separated); default: bf16.</source>
        <translation>KV キャッシュの精度: bf16、fp8、int8 (カンマ区切り)。デフォルト: bf16。</translation>
    </message>
    <message>
        <source>vllm, sglang, trtllm or jetstream; default: vllm.</source>
        <translation>vllm、sglang、trtllm または jetstream。デフォルト: vllm。</translation>
    </message>
    <message>
        <source>The engine&apos;s share of device memory; default: the engine&apos;s.</source>
        <translation>エンジンが使用するデバイスメモリの割合。デフォルト: エンジンのデフォルト値。</translation>
    </message>
    <message>
        <source>Median time to first token, seconds.</source>
        <translation>最初のトークンまでの時間の中央値 (秒)。</translation>
    </message>
    <message>
        <source>Median time per output token, seconds.</source>
        <translation>出力トークンあたりの時間の中央値 (秒)。</translation>
    </message>
    <message>
        <source>Regions, comma-separated (default: all).</source>
        <translation>リージョン (カンマ区切り。デフォルト: すべて)。</translation>
    </message>
    <message>
        <source>Pricing models, comma-separated (default: all).</source>
        <translation>料金モデル (カンマ区切り。デフォルト: すべて)。</translation>
    </message>
    <message>
        <source>Candidates to list (0 = all; default 10).</source>
        <translation>表示する候補数 (0 = すべて。デフォルト 10)。</translation>
    </message>
    <message>
        <source>--%1: unknown precision &quot;%2&quot; (%3)</source>
        <translation>--%1: 不明な精度 &quot;%2&quot; (%3)</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 は必須です</translation>
    </message>
    <message>
        <source>give one of --concurrency, --request-rate or --offline</source>
        <translation>--concurrency、--request-rate、--offline のいずれかを指定してください</translation>
    </message>
    <message>
        <source>give --hardware or --device-memory-gib, not both</source>
        <translation>--hardware と --device-memory-gib はどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>--devices applies to one GPU type in --hardware</source>
        <translation>--devices は --hardware に GPU の種類を 1 つ指定した場合に使えます</translation>
    </message>
    <message>
        <source>%1 with %2: %3 weights, %4 KV cache</source>
        <translation>%1 (%2): 重み %3、KV キャッシュ %4</translation>
    </message>
    <message>
        <source>  fits: %1</source>
        <translation>  収まる: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no — %1</source>
        <translation>いいえ — %1</translation>
    </message>
    <message>
        <source>  memory per device: weights %1, activations %2, engine reserve %3, KV cache %4 of %5</source>
        <translation>  デバイスあたりのメモリ: 重み %1、アクティベーション %2、エンジンの予約 %3、KV キャッシュ %4 (%5 のうち)</translation>
    </message>
    <message>
        <source>  KV cache: %1 tokens (%2 bytes per token per device); maximum concurrency at %3 tokens: %4</source>
        <translation>  KV キャッシュ: %1 トークン (デバイスあたり 1 トークンにつき %2 バイト)。%3 トークンでの最大同時実行数: %4</translation>
    </message>
    <message>
        <source>  TPOT %1 ms (%2–%3), TTFT %4 s (%5–%6), medians, at %7 sequences per replica</source>
        <translation>  TPOT %1 ms (%2–%3)、TTFT %4 s (%5–%6)、中央値、レプリカあたり %7 シーケンス</translation>
    </message>
    <message>
        <source>  saturated: requests arrive faster than one replica answers them; the queue grows without bound</source>
        <translation>  飽和: リクエストの到着が 1 つのレプリカの応答より速く、キューが際限なく伸びます</translation>
    </message>
    <message>
        <source>  throughput: %1 output tokens/s; replicas: %2, jobs: %3; batch limit %4</source>
        <translation>  スループット: 出力 %1 トークン/s。レプリカ: %2、ジョブ: %3。バッチ上限 %4</translation>
    </message>
    <message>
        <source>  cost: %1/h, %2 per million output tokens, %3 per million input tokens (%4, %5)</source>
        <translation>  コスト: %1/h、出力 100 万トークンあたり %2、入力 100 万トークンあたり %3 (%4、%5)</translation>
    </message>
    <message>
        <source>  cost: not publicly listed</source>
        <translation>  コスト: 公開価格なし</translation>
    </message>
    <message>
        <source>%1 configurations tried, %2 fit, %3 meet the targets</source>
        <translation>%1 個の構成を試行、%2 個が収まり、%3 個が目標を満たします</translation>
    </message>
    <message>
        <source>job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>weights/KV</source>
        <translation>重み/KV</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>料金</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>TTFT s</source>
        <translation>TTFT s</translation>
    </message>
    <message>
        <source>out tok/s</source>
        <translation>出力 tok/s</translation>
    </message>
    <message>
        <source>$/M out</source>
        <translation>$/M 出力</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>(misses targets)</source>
        <translation>(目標未達)</translation>
    </message>
    <message>
        <source>* on the Pareto front of cost per million output tokens against TPOT</source>
        <translation>* TPOT に対する出力 100 万トークンあたりのコストのパレートフロント上</translation>
    </message>
    <message>
        <source>Plan serving: the hardware, tensor parallelism, precision, replicas, latency and cost per million tokens of answering requests.</source>
        <translation>サービングを計画します: リクエストに応答するためのハードウェア、テンソル並列、精度、レプリカ、レイテンシ、100 万トークンあたりのコスト。</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>最良:</translation>
    </message>
</context>
<context>
    <name>ServeCommands</name>
    <message>
        <source># int8 weights: serve a W8A8 (compressed-tensors) checkpoint of the model</source>
        <translation># int8 の重み: モデルの W8A8 (compressed-tensors) チェックポイントをサービングする</translation>
    </message>
    <message>
        <source># int4 weights: serve an AWQ checkpoint of the model</source>
        <translation># int4 の重み: モデルの AWQ チェックポイントをサービングする</translation>
    </message>
    <message>
        <source># %1 weights: serve a ModelOpt-quantised checkpoint (nvidia/...-FP8 or an int8/int4 export)</source>
        <translation># %1 の重み: ModelOpt で量子化したチェックポイント (nvidia/...-FP8 または int8/int4 のエクスポート) をサービングする</translation>
    </message>
    <message>
        <source># %1 KV cache: kv_cache_config: {dtype: %1} in the file --extra_llm_api_options names</source>
        <translation># %1 の KV キャッシュ: --extra_llm_api_options で指定するファイルに kv_cache_config: {dtype: %1} を記述</translation>
    </message>
    <message>
        <source># run this on each of the %1 jobs behind one load balancer</source>
        <translation># 1 つのロードバランサの背後にある %1 個のジョブそれぞれでこれを実行</translation>
    </message>
</context>
<context>
    <name>ServeExport</name>
    <message>
        <source>%1: not exported: the serving plan&apos;s inputs have a problem (%2)</source>
        <translation>%1: エクスポートしませんでした: サービングプランの入力に問題があります (%2)</translation>
    </message>
</context>
<context>
    <name>ServeMemory</name>
    <message>
        <source>the %1 weights take %2 GiB per device over %3 devices</source>
        <translation>%1 の重みは %3 デバイスにわたってデバイスあたり %2 GiB を占めます</translation>
    </message>
    <message>
        <source>the %1 weights take %2 GiB on one device</source>
        <translation>%1 の重みは 1 デバイスで %2 GiB を占めます</translation>
    </message>
    <message>
        <source>%1, and %2 keeps %3 GiB of the %4 GiB: nothing is left for the KV cache</source>
        <translation>%1。さらに %2 が %4 GiB のうち %3 GiB を確保するため、KV キャッシュに何も残りません</translation>
    </message>
    <message>
        <source>the KV cache of %1 GiB per device holds %2 tokens, less than one %3-token sequence (--max-context)</source>
        <translation>デバイスあたり %1 GiB の KV キャッシュに入るのは %2 トークンで、%3 トークンのシーケンス 1 つ (--max-context) に足りません</translation>
    </message>
</context>
<context>
    <name>ServePlanFile</name>
    <message>
        <source>unknown precision &quot;%1&quot; (expected %2)</source>
        <translation>不明な精度 &quot;%1&quot; (%2 のいずれかが必要です)</translation>
    </message>
    <message>
        <source>expected concurrency, request-rate or offline</source>
        <translation>concurrency、request-rate、offline のいずれかが必要です</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>%1 のいずれかが必要です</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected %2)</source>
        <translation>不明な料金モデル &quot;%1&quot; (%2 のいずれかが必要です)</translation>
    </message>
    <message>
        <source>a serving plan file</source>
        <translation>サービングプランファイル</translation>
    </message>
    <message>
        <source>the serving plan file is empty</source>
        <translation>サービングプランファイルが空です</translation>
    </message>
    <message>
        <source>expected &quot;serve&quot; (a training plan has no kind)</source>
        <translation>&quot;serve&quot; が必要です (トレーニングプランには kind がありません)</translation>
    </message>
    <message>
        <source>give either hardware or device_memory_gib, not both</source>
        <translation>hardware と device_memory_gib はどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>The serving plan could not be saved as “%1”: %2.</source>
        <translation>サービングプランを「%1」として保存できませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>ServePlanner</name>
    <message>
        <source>MaxText serves int8 and fp8 weights (quantization=int8|fp8), not int4</source>
        <translation>MaxText がサービングできるのは int8 と fp8 の重み (quantization=int8|fp8) で、int4 は使えません</translation>
    </message>
    <message>
        <source>TensorRT-LLM&apos;s fp8 checkpoints need fp8 tensor cores, which %1 lacks</source>
        <translation>TensorRT-LLM の fp8 チェックポイントには fp8 の Tensor コアが必要ですが、%1 にはありません</translation>
    </message>
    <message>
        <source>MaxText quantizes the KV cache to int8 (quantize_kvcache), not fp8</source>
        <translation>MaxText は KV キャッシュを int8 に量子化します (quantize_kvcache)。fp8 は使えません</translation>
    </message>
    <message>
        <source>%1 keeps an fp8 KV cache (--kv-cache-dtype fp8), not int8</source>
        <translation>%1 の KV キャッシュは fp8 (--kv-cache-dtype fp8) で、int8 は使えません</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, TP %2</source>
        <translation>%1、TP %2</translation>
    </message>
    <message>
        <source>even one sequence at a time takes %1 ms per output token and %2 s to the first token, beyond the targets</source>
        <translation>1 度に 1 シーケンスでも、出力トークンあたり %1 ms、最初のトークンまで %2 s かかり、目標を超えます</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the %2 weights take %3 GiB per device; KV for %4 sequences of %5 tokens takes %6 GiB of the %7 GiB cache (%8 tokens)</source>
        <translation>%1: %2 の重みはデバイスあたり %3 GiB を占めます。%5 トークンの %4 シーケンス分の KV は、%7 GiB のキャッシュ (%8 トークン) のうち %6 GiB を占めます</translation>
    </message>
    <message>
        <source>TPOT %1 ms at %2 sequences per replica, the mean of the steps with and without a prompt chunk, which on average read weights %3 ms and KV %4 ms, compute %5 ms and all-reduce %6 ms; compute-bound above %7 tokens per step</source>
        <translation>レプリカあたり %2 シーケンスでの TPOT %1 ms。プロンプトのチャンクを含むステップと含まないステップの平均で、平均すると重みの読み込み %3 ms、KV の読み込み %4 ms、計算 %5 ms、all-reduce %6 ms です。ステップあたり %7 トークンを超えると計算律速になります</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper per token and faster per token.</source>
        <translation>パレートフロント上: トークンあたりでこれより安く、かつ速いものはありません。</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 devices of %3</source>
        <translation>テンソル並列 %1 は %3 のデバイス数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>テンソル並列 %1 は %3 のアテンションヘッド数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>%1 (TP %2 does not divide %3 heads)</source>
        <translation>%1 (TP %2 はヘッド数 %3 を割り切れません)</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (tpuplan catalog lists it)</source>
        <translation>不明なハードウェア &quot;%1&quot; (tpuplan catalog で一覧表示できます)</translation>
    </message>
    <message>
        <source>No hardware in the catalog has a price in the plan&apos;s regions and pricing.</source>
        <translation>プランのリージョンと料金モデルで価格があるハードウェアがカタログにありません。</translation>
    </message>
    <message>
        <source>Nothing holds %1 with a %2-token context: use more devices per replica, a smaller weight or KV precision, or a shorter --max-context.</source>
        <translation>コンテキスト %2 トークンで %1 を保持できるものがありません: レプリカあたりのデバイスを増やすか、重みまたは KV の精度を下げるか、--max-context を短くしてください。</translation>
    </message>
    <message>
        <source>No configuration meets the latency targets, even one sequence at a time; the closest are listed. Relax --tpot-target or --ttft-target.</source>
        <translation>1 度に 1 シーケンスでもレイテンシの目標を満たす構成はありません。最も近いものを表示します。--tpot-target または --ttft-target を緩めてください。</translation>
    </message>
    <message>
        <source>Not tried: %1.</source>
        <translation>試行しなかったもの: %1。</translation>
    </message>
    <message>
        <source>%1 is a TPU slice: its devices are its chips; name a larger or smaller slice instead</source>
        <translation>%1 は TPU スライスです。デバイス数はそのチップ数で決まります。代わりにより大きいか小さいスライスを指定してください</translation>
    </message>
    <message>
        <source>one %1 node holds %2 GPUs; serving across nodes is not modelled</source>
        <translation>%1 の 1 ノードは %2 基の GPU を持ちます。ノードをまたぐサービングはモデル化していません</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) still cannot keep up: requests arrive faster than they are answered</source>
        <translation>
            <numerusform>%Ln レプリカでも追いつきません: リクエストが応答より速く到着します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) of at most %1 sequences serve %2 users (%3 in flight each)</source>
        <translation>
            <numerusform>最大 %1 シーケンスの %Ln レプリカが %2 ユーザーに応答します (各 %3 件処理中)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) at %1 requests/s each; the prefill queue adds %2 s to the first token</source>
        <translation>
            <numerusform>%Ln レプリカ、各 %1 リクエスト/s。プリフィルのキューにより最初のトークンまでの時間が %2 s 増えます</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no ICI link figure for %1: the all-reduces&apos; bytes are left out of the step, which is faster here than it will run</source>
        <translation>カタログに %1 の ICI リンクの値がありません: all-reduce のバイト転送をステップから除いているため、ここでの値は実際より速くなります</translation>
    </message>
    <message>
        <source>%1 does not serve on %2 (vLLM: GPUs and TPU v5e, v5p, v6e, TPU7x; SGLang and TensorRT-LLM: GPUs; JetStream: TPU v4 and newer)</source>
        <translation>%1 は %2 ではサービングできません (vLLM: GPU と TPU v5e、v5p、v6e、TPU7x。SGLang と TensorRT-LLM: GPU。JetStream: TPU v4 以降)</translation>
    </message>
</context>
<context>
    <name>ServeReport</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>100 万トークンあたり %1</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message>
        <source>not estimated (a device known by its memory alone)</source>
        <translation>推定なし (メモリ容量だけがわかっているデバイス)</translation>
    </message>
    <message>
        <source>each device&apos;s default (vLLM)</source>
        <translation>各デバイスのデフォルト (vLLM)</translation>
    </message>
    <message>
        <source>TPOT at most %1</source>
        <translation>TPOT が %1 以下</translation>
    </message>
    <message>
        <source>TTFT at most %1</source>
        <translation>TTFT が %1 以下</translation>
    </message>
    <message>
        <source>none (the cheapest per token)</source>
        <translation>なし (トークンあたり最も安いもの)</translation>
    </message>
    <message>
        <source>a device with %1 GiB of memory</source>
        <translation>メモリ %1 GiB のデバイス</translation>
    </message>
    <message>
        <source>the whole catalog (TPU slices and GPU machines)</source>
        <translation>カタログ全体 (TPU スライスと GPU マシン)</translation>
    </message>
    <message>
        <source>%1 (%2 devices per job)</source>
        <translation>%1 (ジョブあたり %2 デバイス)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>%1 (%2, %3 B parameters)</source>
        <translation>%1 (%2、パラメータ %3 B)</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>トラフィック</translation>
    </message>
    <message>
        <source>Request lengths</source>
        <translation>リクエストの長さ</translation>
    </message>
    <message>
        <source>%1 tokens in, %2 tokens out (mean)</source>
        <translation>入力 %1 トークン、出力 %2 トークン (平均)</translation>
    </message>
    <message>
        <source>Longest sequence</source>
        <translation>最長のシーケンス</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <source>Latency targets (medians)</source>
        <translation>レイテンシの目標 (中央値)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Weight precisions</source>
        <translation>重みの精度</translation>
    </message>
    <message>
        <source>bf16, fp8, int8 (searched)</source>
        <translation>bf16、fp8、int8 (検索)</translation>
    </message>
    <message>
        <source>KV cache precisions</source>
        <translation>KV キャッシュの精度</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>メモリ使用率</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>%1 (%2 per job, %3 jobs)</source>
        <translation>%1 (ジョブあたり %2、%3 ジョブ)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>レイテンシとスループット</translation>
    </message>
    <message>
        <source>Batch limit per replica</source>
        <translation>レプリカあたりのバッチ上限</translation>
    </message>
    <message>
        <source>%1 sequences (max_num_seqs)</source>
        <translation>%1 シーケンス (max_num_seqs)</translation>
    </message>
    <message>
        <source>Time per output token (median)</source>
        <translation>出力トークンあたりの時間 (中央値)</translation>
    </message>
    <message>
        <source>Time to first token (median)</source>
        <translation>最初のトークンまでの時間 (中央値)</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>1 秒あたりの出力トークン数</translation>
    </message>
    <message>
        <source>%1 (all replicas)</source>
        <translation>%1 (全レプリカ)</translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation>1 秒あたりの入力トークン数</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>1 時間あたりのコスト</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>出力 100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Cost per million input tokens</source>
        <translation>入力 100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>構成要素</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>デバイスあたり</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>デバイスに占める割合</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>重み (%1)</translation>
    </message>
    <message>
        <source>Activations (the engine&apos;s profiled peak)</source>
        <translation>アクティベーション (エンジンがプロファイルしたピーク)</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>エンジンの予約</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV キャッシュプール</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>KV cache per token per device</source>
        <translation>デバイスあたり 1 トークンの KV キャッシュ</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>KV キャッシュのトークン数</translation>
    </message>
    <message>
        <source>Maximum concurrency</source>
        <translation>最大同時実行数</translation>
    </message>
    <message>
        <source>%1 sequences of %2 tokens</source>
        <translation>%2 トークンのシーケンス %1 個</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>目標未達</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Weights/KV</source>
        <translation>重み/KV</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>Batch limit</source>
        <translation>バッチ上限</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>出力 tok/s</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 出力</translation>
    </message>
    <message>
        <source>KV tokens</source>
        <translation>KV トークン</translation>
    </message>
    <message>
        <source>Meets targets</source>
        <translation>目標達成</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 holds the model with %2 KV cache tokens.</source>
        <translation>%1 は KV キャッシュ %2 トークンとともにモデルを保持します。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 output tokens/s; its price is not publicly listed.</source>
        <translation>%1 (%2): 出力 %3 トークン/s。価格は公開されていません。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 per million output tokens at %4 per token.</source>
        <translation>%1 (%2): 出力 100 万トークンあたり %3、トークンあたり %4。</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit: %2</source>
        <translation>候補 %1 は収まりません: %2</translation>
    </message>
    <message>
        <source>Nothing was evaluated: no hardware has a price in the plan&apos;s regions.</source>
        <translation>何も評価されませんでした: プランのリージョンで価格があるハードウェアがありません。</translation>
    </message>
    <message>
        <source>Nothing fits: %1</source>
        <translation>収まるものがありません: %1</translation>
    </message>
    <message>
        <source>The chosen setup misses the latency targets: %1</source>
        <translation>選択した構成はレイテンシの目標を満たしません: %1</translation>
    </message>
    <message>
        <source>This is candidate %1 of the ranking, not the cheapest.</source>
        <translation>これはランキングの %1 番目の候補で、最も安いものではありません。</translation>
    </message>
    <message>
        <source>The price of %1 (as of %2) is older than the catalog&apos;s freshness limit.</source>
        <translation>%1 の価格 (%2 時点) はカタログの鮮度の上限より古いものです。</translation>
    </message>
    <message>
        <source>The price of %1 is not publicly listed: its cost per token is unknown.</source>
        <translation>%1 の価格は公開されていません: トークンあたりのコストは不明です。</translation>
    </message>
    <message>
        <source>%1 concurrent users (closed loop)</source>
        <translation>同時ユーザー %1 人 (クローズドループ)</translation>
    </message>
    <message>
        <source>%1 requests per second (Poisson arrivals, open loop)</source>
        <translation>1 秒あたり %1 リクエスト (ポアソン到着、オープンループ)</translation>
    </message>
    <message>
        <source>offline (every request queued at once; throughput alone counts)</source>
        <translation>オフライン (すべてのリクエストを一度にキューに入れる。スループットだけが重要)</translation>
    </message>
    <message>
        <source>int4 (AWQ/GPTQ)</source>
        <translation>int4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <source>Serving plan: %1</source>
        <translation>サービングプラン: %1</translation>
    </message>
    <message>
        <source>The request</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推奨</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Start it</source>
        <translation>起動方法</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <source>Pareto front: cost per million output tokens against TPOT</source>
        <translation>パレートフロント: TPOT に対する出力 100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>TPU Planner %1 により %2 に生成 (カタログ %3)。</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>No configuration was evaluated.</source>
        <translation>評価された構成はありません。</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit; see the candidates below.</source>
        <translation>候補 %1 は収まりません。下の候補を参照してください。</translation>
    </message>
    <message>
        <source>Nothing fits: no configuration holds the model and its KV cache.</source>
        <translation>収まるものがありません: モデルとその KV キャッシュを保持できる構成がありません。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln レプリカ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeSetup</name>
    <message>
        <source>%1 is an encoder; the serving planner plans decoders (they generate tokens)</source>
        <translation>%1 はエンコーダです。サービングプランナーが計画するのはデコーダ (トークンを生成するモデル) です</translation>
    </message>
    <message>
        <source>the prompt length must be 1 to %1 tokens</source>
        <translation>プロンプト長は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>the output length must be 1 to %1 tokens</source>
        <translation>出力長は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>the context must be 0 (prompt + output) to %1 tokens</source>
        <translation>コンテキストは 0 (プロンプト + 出力) から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>a context of %1 tokens cannot hold a %2-token prompt and a %3-token answer</source>
        <translation>%1 トークンのコンテキストには %2 トークンのプロンプトと %3 トークンの応答が入りません</translation>
    </message>
    <message>
        <source>the concurrency must be 1 to 10,000,000 requests in flight</source>
        <translation>同時実行数は処理中のリクエスト 1 から 10,000,000 の範囲である必要があります</translation>
    </message>
    <message>
        <source>the request rate must be above 0 and at most 10^7 per second</source>
        <translation>リクエストレートは 0 より大きく、1 秒あたり 10^7 以下である必要があります</translation>
    </message>
    <message>
        <source>tensor parallelism must be 0 (chosen) to 4096 devices</source>
        <translation>テンソル並列は 0 (自動選択) から 4096 デバイスの範囲である必要があります</translation>
    </message>
    <message>
        <source>the devices must be 0 (chosen) to 4096</source>
        <translation>デバイス数は 0 (自動選択) から 4096 の範囲である必要があります</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the job&apos;s %2 devices</source>
        <translation>テンソル並列 %1 はジョブのデバイス数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>the device memory must be above 0 and at most 4096 GiB</source>
        <translation>デバイスメモリは 0 GiB より大きく、4096 GiB 以下である必要があります</translation>
    </message>
    <message>
        <source>the memory utilization is a share from 0 to 1</source>
        <translation>メモリ使用率は 0 から 1 の割合です</translation>
    </message>
    <message>
        <source>the time-to-first-token target must be 0 (none) to 3600 s</source>
        <translation>最初のトークンまでの時間の目標は 0 (なし) から 3600 s の範囲である必要があります</translation>
    </message>
    <message>
        <source>the time-per-output-token target must be 0 (none) to 60 s</source>
        <translation>出力トークンあたりの時間の目標は 0 (なし) から 60 s の範囲である必要があります</translation>
    </message>
    <message>
        <source>no engine keeps a 4-bit KV cache; use bf16, fp8 or int8</source>
        <translation>4 ビットの KV キャッシュを持つエンジンはありません。bf16、fp8 または int8 を使用してください</translation>
    </message>
    <message>
        <source>the limit must be 0 (all) or more</source>
        <translation>上限は 0 (すべて) 以上である必要があります</translation>
    </message>
    <message>
        <source>a context of %1 tokens is beyond the %2 positions of %3</source>
        <translation>%1 トークンのコンテキストは %3 の %2 ポジションを超えています</translation>
    </message>
    <message>
        <source>offline traffic has no latency target; drop it or give a concurrency or a request rate</source>
        <translation>オフラインのトラフィックにはレイテンシ目標がありません。目標を外すか、同時実行数かリクエストレートを指定してください</translation>
    </message>
</context>
<context>
    <name>ShardPanel</name>
    <message>
        <source>TFRecord shards</source>
        <translation>TFRecord シャード</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>トークン数(&amp;T):</translation>
    </message>
    <message>
        <source>Tokens in the dataset to write as TFRecords</source>
        <translation>TFRecord として書き出すデータセットのトークン数</translation>
    </message>
    <message>
        <source>Se&amp;q len:</source>
        <translation>シーケンス長(&amp;Q):</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length; the plan&apos;s sequence length by default)</source>
        <translation>レコードあたりのトークン数 (パッキングのチャンク長。デフォルトはプランのシーケンス長)</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>スライス(&amp;L):</translation>
    </message>
    <message>
        <source>The TPU slice that reads the data: it sets the number of hosts</source>
        <translation>データを読み込む TPU スライス: これによりホスト数が決まります</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>ホスト(&amp;H):</translation>
    </message>
    <message>
        <source>Hosts (VMs) that read the shards: 1 for a v2-8 or v3-8, more on pod slices</source>
        <translation>シャードを読み込むホスト (VM): v2-8 や v3-8 では 1、Pod スライスではそれ以上</translation>
    </message>
</context>
<context>
    <name>ShardPlan</name>
    <message>
        <source>the dataset size must be a positive number</source>
        <translation>データセットのサイズは正の数である必要があります</translation>
    </message>
    <message>
        <source>the sequence length must be from 1 to %1 tokens</source>
        <translation>シーケンス長は 1 から %1 トークンの範囲である必要があります</translation>
    </message>
    <message>
        <source>bytes per token must be from 0.125 to 1024</source>
        <translation>トークンあたりのバイト数は 0.125 から 1024 の範囲である必要があります</translation>
    </message>
    <message>
        <source>the record overhead must be from 0 to 1,000,000 bytes</source>
        <translation>レコードのオーバーヘッドは 0 から 1,000,000 バイトの範囲である必要があります</translation>
    </message>
    <message>
        <source>the number of hosts must be from 1 to %1</source>
        <translation>ホスト数は 1 から %1 の範囲である必要があります</translation>
    </message>
    <message>
        <source>the storage price must be zero or positive</source>
        <translation>ストレージの価格は 0 以上である必要があります</translation>
    </message>
    <message>
        <source>the shard size rules are inconsistent</source>
        <translation>シャードサイズのルールに矛盾があります</translation>
    </message>
    <message>
        <source>tokens per document must be a positive number up to %1</source>
        <translation>ドキュメントあたりのトークン数は %1 以下の正の数である必要があります</translation>
    </message>
    <message>
        <source>text bytes per token must be from 0.25 to 1024</source>
        <translation>トークンあたりのテキストのバイト数は 0.25 から 1024 の範囲である必要があります</translation>
    </message>
    <message>
        <source>the dataset holds less than one token</source>
        <translation>データセットのトークン数が 1 未満です</translation>
    </message>
    <message>
        <source>more than %1 tokens; the planner stops there</source>
        <translation>%1 トークンを超えています。プランナーの上限です</translation>
    </message>
    <message>
        <source>Shards of %1 are under the ideal %2: at least %3 shards per host (%4 in all) come first, so that every host has files to interleave and shuffle.</source>
        <translation>%1 のシャードは理想の %2 を下回っています: すべてのホストにインターリーブとシャッフルの対象となるファイルがあるよう、ホストあたり %3 シャード以上 (全体で %4) を優先しています。</translation>
    </message>
    <message>
        <source>The dataset (%1) is too small for %2 shards of at least %3: %4 shard(s) instead, %5 per host. Shuffle records with a buffer that holds a good part of the data.</source>
        <translation>データセット (%1) は、%3 以上のシャード %2 個には小さすぎます: 代わりにシャード %4 個、ホストあたり %5 個です。データのかなりの部分を保持できるバッファでレコードをシャッフルしてください。</translation>
    </message>
    <message>
        <source>Only %1 record(s) for %2 hosts: some hosts read nothing. Use fewer hosts or a shorter chunk.</source>
        <translation>%2 ホストに対してレコードが %1 件しかありません: 何も読まないホストが出ます。ホスト数を減らすか、チャンクを短くしてください。</translation>
    </message>
    <message>
        <source>The whole dataset is %1: it fits in host memory, so it can also be fed as in-memory arrays (no Cloud Storage needed even on a TPU Node).</source>
        <translation>データセット全体で %1 です: ホストのメモリに収まるので、メモリ上の配列として供給することもできます (TPU ノードでも Cloud Storage は不要)。</translation>
    </message>
    <message>
        <source>Records are chunks of %1 tokens (documents packed end to end, the last chunk padded).</source>
        <translation>レコードは %1 トークンのチャンクです (ドキュメントを連結してパッキングし、最後のチャンクはパディング)。</translation>
    </message>
    <message>
        <source>%1 bytes per token in a record (int32 input_ids + int32 attention_mask; varint-encoded Int64List features are usually smaller) and %2 bytes per record (TFRecord framing 16 bytes + tf.train.Example keys and tags).</source>
        <translation>レコード内のトークンあたり %1 バイト (int32 の input_ids + int32 の attention_mask。varint でエンコードされた Int64List の特徴量は通常これより小さくなります)、レコードあたり %2 バイト (TFRecord のフレーミング 16 バイト + tf.train.Example のキーとタグ)。</translation>
    </message>
    <message>
        <source>%1 tokens per document.</source>
        <translation>ドキュメントあたり %1 トークン。</translation>
    </message>
    <message>
        <source>%1 bytes of UTF-8 text per token.</source>
        <translation>トークンあたり UTF-8 テキスト %1 バイト。</translation>
    </message>
    <message>
        <source>Shards of at most %1, ideally at least %2 and never under %3 unless the data is that small; at least %4 shards per host and a multiple of the host count (TensorFlow TFRecord guide).</source>
        <translation>シャードは最大 %1、理想的には %2 以上で、データがそれほど小さくない限り %3 を下回らないこと。ホストあたり %4 シャード以上で、ホスト数の倍数にします (TensorFlow の TFRecord ガイド)。</translation>
    </message>
</context>
<context>
    <name>Sharding</name>
    <message>
        <source>data %1 × fsdp %2 × tensor %3</source>
        <translation>data %1 × fsdp %2 × tensor %3</translation>
    </message>
    <message>
        <source>fsdp %1 × tensor %2</source>
        <translation>fsdp %1 × tensor %2</translation>
    </message>
    <message>
        <source>%1 × %2 slices</source>
        <translation>%1 × %2 スライス</translation>
    </message>
    <message>
        <source>every mesh axis needs at least one device</source>
        <translation>メッシュの各軸には 1 つ以上のデバイスが必要です</translation>
    </message>
    <message>
        <source>the mesh %1 (%2 devices) does not divide the %3 devices of %4</source>
        <translation>メッシュ %1 (%2 デバイス) は %4 の %3 デバイスを割り切れません</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 is more than the %2 attention heads of %3</source>
        <translation>テンソル並列 %1 は %3 のアテンションヘッド数 %2 を超えています</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>テンソル並列 %1 は %3 のアテンションヘッド数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>tensor parallelism stays inside one node: %1 holds at most %2 GPUs, not %3</source>
        <translation>テンソル並列は 1 ノード内に限られます: %1 は最大 %2 GPU で、%3 ではありません</translation>
    </message>
    <message>
        <source>slices are TPU slices: a GPU job grows with --devices</source>
        <translation>スライスは TPU スライスです: GPU のジョブは --devices で拡張します</translation>
    </message>
    <message>
        <source>%1 × expert %2</source>
        <translation>%1 × expert %2</translation>
    </message>
    <message>
        <source>expert parallelism of %1 needs a mixture-of-experts model: %2 is dense</source>
        <translation>エキスパート並列 %1 には混合エキスパート (MoE) モデルが必要です: %2 は密なモデルです</translation>
    </message>
    <message>
        <source>expert parallelism of %1 is more than the %2 experts of %3</source>
        <translation>エキスパート並列 %1 は %3 のエキスパート数 %2 を超えています</translation>
    </message>
    <message>
        <source>expert parallelism of %1 does not divide the %2 experts of %3</source>
        <translation>エキスパート並列 %1 は %3 のエキスパート数 %2 を割り切れません</translation>
    </message>
    <message>
        <source>%1 × context %2</source>
        <translation>%1 × context %2</translation>
    </message>
    <message>
        <source>%1 × stage %2</source>
        <translation>%1 × stage %2</translation>
    </message>
    <message>
        <source>pipeline parallelism of %1 is more than the %2 layers of %3</source>
        <translation>パイプライン並列 %1 は %3 の層数 %2 を超えています</translation>
    </message>
</context>
<context>
    <name>ShardsCommand</name>
    <message>
        <source>Plan TFRecord shards for a dataset: records, shard count and size, shards per host, and the Cloud Storage cost.</source>
        <translation>データセットの TFRecord シャードを計画します: レコード、シャード数とサイズ、ホストあたりのシャード数、Cloud Storage のコスト。</translation>
    </message>
    <message>
        <source>Dataset size in tokens (1e9 and 1G work too).</source>
        <translation>トークン単位のデータセットサイズ (1e9 や 1G も使用可)。</translation>
    </message>
    <message>
        <source>Dataset size in documents (with --tokens-per-document).</source>
        <translation>ドキュメント数単位のデータセットサイズ (--tokens-per-document と併用)。</translation>
    </message>
    <message>
        <source>Mean tokens per document.</source>
        <translation>ドキュメントあたりの平均トークン数。</translation>
    </message>
    <message>
        <source>Dataset size in bytes of UTF-8 text.</source>
        <translation>UTF-8 テキストのバイト数で表したデータセットサイズ。</translation>
    </message>
    <message>
        <source>Bytes of text per token, for --bytes.</source>
        <translation>トークンあたりのテキストのバイト数 (--bytes 用)。</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length).</source>
        <translation>レコードあたりのトークン数 (パッキングのチャンク長)。</translation>
    </message>
    <message>
        <source>Hosts reading the data (1 for v2-8/v3-8).</source>
        <translation>データを読み込むホスト数 (v2-8/v3-8 では 1)。</translation>
    </message>
    <message>
        <source>Take the host count from this TPU slice in the catalog.</source>
        <translation>カタログのこの TPU スライスからホスト数を取得します。</translation>
    </message>
    <message>
        <source>Bytes per token in a record (8 = int32 input_ids + int32 attention_mask).</source>
        <translation>レコード内のトークンあたりのバイト数 (8 = int32 の input_ids + int32 の attention_mask)。</translation>
    </message>
    <message>
        <source>Region of the Cloud Storage bucket.</source>
        <translation>Cloud Storage バケットのリージョン。</translation>
    </message>
    <message>
        <source>Cloud Storage class in the catalog.</source>
        <translation>カタログにある Cloud Storage のストレージクラス。</translation>
    </message>
    <message>
        <source>How the TPU is reached: vm or node (Colab is a node).</source>
        <translation>TPU への接続方法: vm または node (Colab は node)。</translation>
    </message>
    <message>
        <source>Where the shards live: gcs, local or memory.</source>
        <translation>シャードの置き場所: gcs、local または memory。</translation>
    </message>
    <message>
        <source>give exactly one of --tokens, --documents or --bytes</source>
        <translation>--tokens、--documents、--bytes のうち 1 つだけを指定してください</translation>
    </message>
    <message>
        <source>--%1 must be a positive whole number (1e9 and 1G work too), got &quot;%2&quot;</source>
        <translation>--%1 は正の整数である必要があります (1e9 や 1G も使用可) が、&quot;%2&quot; が指定されました</translation>
    </message>
    <message>
        <source>--documents needs --tokens-per-document</source>
        <translation>--documents には --tokens-per-document が必要です</translation>
    </message>
    <message>
        <source>give --hosts or --slice, not both</source>
        <translation>--hosts と --slice の両方ではなく、どちらか一方を指定してください</translation>
    </message>
    <message>
        <source>unknown TPU slice &quot;%1&quot; (see tpuplan catalog)</source>
        <translation>不明な TPU スライス &quot;%1&quot; (tpuplan catalog を参照)</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot; (regions: %2)</source>
        <translation>不明なリージョン &quot;%1&quot; (リージョン: %2)</translation>
    </message>
    <message>
        <source>unknown storage class &quot;%1&quot; (known: %2)</source>
        <translation>不明なストレージクラス &quot;%1&quot; (既知のクラス: %2)</translation>
    </message>
    <message>
        <source>Dataset: %1 tokens in %2 records of %3 tokens, %4 bytes each</source>
        <translation>データセット: %1 トークン、%3 トークンのレコード %2 件、各 %4 バイト</translation>
    </message>
    <message>
        <source>TFRecords: %1 (%2 GiB)</source>
        <translation>TFRecord: %1 (%2 GiB)</translation>
    </message>
    <message>
        <source>Shards: %1 (%2 … %3)</source>
        <translation>シャード: %1 (%2 … %3)</translation>
    </message>
    <message>
        <source>%1 or %2 records per shard, up to %3 each</source>
        <translation>シャードあたり %1 または %2 レコード、各最大 %3</translation>
    </message>
    <message>
        <source>%1 records per shard, %2 each</source>
        <translation>シャードあたり %1 レコード、各 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 shard(s) per host; by size %2, by hosts %3</source>
        <translation>
            <numerusform>%n ホスト、ホストあたり %1 シャード。サイズ基準 %2、ホスト基準 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (%3, %4) = %5 per month [%6, %7]</source>
        <translation>ストレージ: %1 GiB × GiB 月あたり %2 (%3、%4) = 月 %5 [%6、%7]</translation>
    </message>
    <message>
        <source>The catalog has one price per storage class; regional differences are not modelled. Keep the bucket in the TPU&apos;s region.</source>
        <translation>カタログにはストレージクラスごとに 1 つの価格しかなく、リージョンによる差はモデル化していません。バケットは TPU と同じリージョンに置いてください。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>前提条件</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>準備状況</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 ms (%2–%3 ms)</source>
        <translation>%1 ms (%2–%3 ms)</translation>
    </message>
    <message>
        <source>%1 s (%2–%3 s)</source>
        <translation>%1 s (%2–%3 s)</translation>
    </message>
    <message>
        <source>%1 min (%2–%3 min)</source>
        <translation>%1 min (%2–%3 min)</translation>
    </message>
    <message>
        <source>%1 days (%2–%3 days)</source>
        <translation>%1 日 (%2–%3 日)</translation>
    </message>
    <message>
        <source>%1 h (%2–%3 h)</source>
        <translation>%1 h (%2–%3 h)</translation>
    </message>
    <message>
        <source>The micro-batch is too small for the matmuls to be bound by their FLOPs: reading the weights from HBM takes longer.</source>
        <translation>マイクロバッチが小さすぎて、行列積は FLOPs 律速になりません: HBM からの重みの読み出しのほうが時間がかかります。</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Of the %1 s of compute: matmuls %2 s, attention %3 s, memory-bound work %4 s, optimizer update %5 s, fixed per-step overhead %6 s; of these, padding to the %7 × %7 matrix unit takes %8 s and checkpointing&apos;s recompute %9 s.</source>
        <translation>計算 %1 s の内訳: 行列積 %2 s、アテンション %3 s、メモリ律速の処理 %4 s、オプティマイザの更新 %5 s、ステップごとの固定オーバーヘッド %6 s。このうち %7 × %7 の行列演算ユニットへのパディングが %8 s、勾配チェックポイントの再計算が %9 s です。</translation>
    </message>
    <message>
        <source>Matmuls at %1 % of the peak, memory-bound work at %2 % of the HBM bandwidth, %3 s of fixed cost per dispatch of the step: host dispatch, infeed, launches (%4).</source>
        <translation>行列積はピークの %1%、メモリ律速の処理は HBM 帯域幅の %2%、ステップのディスパッチごとの固定コストは %3 s: ホストのディスパッチ、インフィード、カーネル起動 (%4)。</translation>
    </message>
    <message>
        <source>Of the matmuls, the routed experts take %1 s and token dropping&apos;s dispatch einsums and padded capacity slots %2 s.</source>
        <translation>行列積のうち、ルーティングされるエキスパートが %1 s、トークンのドロップに伴うディスパッチの einsum とパディングされたキャパシティのスロットが %2 s です。</translation>
    </message>
    <message>
        <source>The all-to-all that sends the tokens to their experts and back adds %1 s, in line with compute (the experts wait for it).</source>
        <translation>トークンをエキスパートに送って戻す all-to-all が %1 s 加わります。これは計算と重ならずに直列で実行されます (エキスパートはその完了を待ちます)。</translation>
    </message>
    <message>
        <source>Grouped expert matmuls at %1 % of the dense rate, routing imbalance × %2, MoE band × %3–%4 (%5).</source>
        <translation>エキスパートのグループ化行列積は密な計算の速度の %1%、ルーティングの不均衡 × %2、MoE の幅 × %3–%4 (%5)。</translation>
    </message>
    <message>
        <source>The pipeline (%1, %2 microbatches, %3 chunks of layers per stage) idles %4 s in its bubble, %5 % of the step.</source>
        <translation>パイプライン (%1、マイクロバッチ %2、ステージあたりの層のチャンク %3) はバブルで %4 s 待機します。これはステップの %5% です。</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the nodes&apos; network, beside compute (1F1B overlaps them).</source>
        <translation>ステージ間の送信はノード間のネットワーク経由で %1 s かかり、計算と並行して行われます (1F1B では計算と重なります)。</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the devices&apos; own links, beside compute (1F1B overlaps them).</source>
        <translation>ステージ間の送信はデバイス間のリンク経由で %1 s かかり、計算と並行して行われます (1F1B では計算と重なります)。</translation>
    </message>
    <message>
        <source>The context axis&apos;s all-gather of each layer&apos;s keys and values takes %1 s, in line with compute (MaxText&apos;s default all-gather is not overlapped).</source>
        <translation>コンテキスト軸での各層のキーとバリューの all-gather に %1 s かかります。これは計算と重ならずに直列で実行されます (MaxText のデフォルトの all-gather は計算と重なりません)。</translation>
    </message>
    <message>
        <source>The context axis passes each layer&apos;s keys and values round a ring in %1 s; %2 s of it is not hidden behind the attention blocks and adds to compute.</source>
        <translation>コンテキスト軸では各層のキーとバリューをリング状に %1 s かけて受け渡します。そのうち %2 s はアテンションのブロックの計算で隠れず、計算に加わります。</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device)</source>
        <translation>%2 ピーク (デバイスあたり %3 TFLOP/s) に対して MFU %1%</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device, as MaxText and NeMo print it), %4 % of the %5 peak (%6 TFLOP/s)</source>
        <translation>%2 ピーク (デバイスあたり %3 TFLOP/s) に対して MFU %1% (MaxText と NeMo の出力と同じ)、%5 ピーク (%6 TFLOP/s) に対して %4%</translation>
    </message>
    <message>
        <source>%1 % of the step&apos;s FLOPs run in %2 (the layers&apos; linear matmuls; attention and the LM head stay in %3), at most %4× faster than %3.</source>
        <translation>ステップの FLOPs の %1% を %2 で実行します (層の線形層の行列積。アテンションと LM ヘッドは %3 のまま)。%3 より最大 %4 倍高速です。</translation>
    </message>
</context>
<context>
    <name>TimeModel</name>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × non-embedding parameters + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText のモデル FLOPs: 6 × 埋め込み以外のパラメータ + LM ヘッドの 6 h V + アテンション 12 L (a d) s、因果アテンションは半分 (MaxText PR #1988、2025-07-27)。再計算とパディングは含まない</translation>
    </message>
    <message>
        <source>fitted on %1</source>
        <translation>%1 でフィット</translation>
    </message>
    <message>
        <source>%1; no published run on %2: assumed alike</source>
        <translation>%1。%2 には公開済みの実行結果がないため、同じと仮定</translation>
    </message>
    <message>
        <source>assumed from %1: MoE runs sit 10-15 MFU points below dense ones on the same TPU; the routed experts&apos; grouped matmuls at %2 of the dense rate, balanced routing as the published runs force%3</source>
        <translation>%1 から仮定: 同じ TPU 上で MoE の実行は密なモデルより MFU が 10-15 ポイント低い。ルーティングされるエキスパートのグループ化行列積は密な計算の速度の %2、公開済みの実行が強制するとおりルーティングは均衡%3</translation>
    </message>
    <message>
        <source>; a TPU figure, assumed alike on GPUs</source>
        <translation>。TPU での数値を GPU でも同じと仮定</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts, the shared experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText のモデル FLOPs: 6 × 埋め込み以外のアクティブパラメータ (%2 個のルーティングされるエキスパートのうち %1 個、共有エキスパート、ルーター) + LM ヘッドの 6 h V + アテンション 12 L (a d) s、因果アテンションは半分 (MaxText PR #1988、2025-07-27)。再計算とパディングは含まない</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText のモデル FLOPs: 6 × 埋め込み以外のアクティブパラメータ (%2 個のルーティングされるエキスパートのうち %1 個とルーター) + LM ヘッドの 6 h V + アテンション 12 L (a d) s、因果アテンションは半分 (MaxText PR #1988、2025-07-27)。再計算とパディングは含まない</translation>
    </message>
</context>
<context>
    <name>TrainingSetup</name>
    <message>
        <source>eager attention</source>
        <translation>eager アテンション</translation>
    </message>
    <message>
        <source>splash attention (Pallas)</source>
        <translation>splash attention (Pallas)</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>unknown tensor &quot;%1&quot; (expected one of decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi, mlpwi_0, mlpwi_1, mlpwo)</source>
        <translation>不明なテンソル &quot;%1&quot; (decoder_layer_input、query_proj、key_proj、value_proj、context、out_proj、mlpwi、mlpwi_0、mlpwi_1、mlpwo のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>%1: unknown placement &quot;%2&quot; (expected remat, device or offload)</source>
        <translation>%1: 不明な配置 &quot;%2&quot; (remat、device、offload のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit; use int8-mixed (MaxText&apos;s int8 recipe for v6e and earlier)</source>
        <translation>%1: %2 には fp8 の行列演算ユニットがありません。int8-mixed を使用してください (v6e 以前向けの MaxText の int8 レシピ)</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit (fp8 tensor cores start with Ada and Hopper GPUs, TPU7x); use bf16-mixed</source>
        <translation>%1: %2 には fp8 の行列演算ユニットがありません (fp8 の Tensor コアは Ada と Hopper の GPU、TPU7x から)。bf16-mixed を使用してください</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use fp8-mixed</source>
        <translation>%1: int8 トレーニング (AQT/Qwix) は TPU 向けのレシピです。%2 では fp8-mixed を使用してください</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use bf16-mixed</source>
        <translation>%1: int8 トレーニング (AQT/Qwix) は TPU 向けのレシピです。%2 では bf16-mixed を使用してください</translation>
    </message>
    <message>
        <source>%1: the catalog has no int8 peak for %2; use fp8-mixed (MaxText&apos;s fp8_full recipe for v7x and later)</source>
        <translation>%1: カタログに %2 の int8 ピークがありません。fp8-mixed を使用してください (v7x 以降向けの MaxText の fp8_full レシピ)</translation>
    </message>
    <message>
        <source>%1: %2 has no int8 matmul unit; use bf16-mixed</source>
        <translation>%1: %2 には int8 の行列演算ユニットがありません。bf16-mixed を使用してください</translation>
    </message>
</context>
<context>
    <name>UserCatalogFile</name>
    <message>
        <source>cannot update this section: write &quot;%1:&quot; at the start of a line, unquoted</source>
        <translation>このセクションは更新できません: 行頭に引用符なしで &quot;%1:&quot; と書いてください</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>cannot write the catalog file: %1</source>
        <translation>カタログファイルを書き込めません: %1</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>カタログファイル</translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>ネストが %1 階層を超えています</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>有効な YAML ではありません: %1</translation>
    </message>
    <message>
        <source>expected a mapping of keys to values</source>
        <translation>キーと値のマッピングが必要です</translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation>不明なキーです (指定できるのは次のいずれか: %1)</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>必須フィールドがありません</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>単一の値が必要です</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>空にはできません</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>数値が必要です</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>数値が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>%1 より大きい必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>%1 以上である必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>%1 以下である必要がありますが、%2 が指定されました</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>整数が必要ですが、%1 が指定されました</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>true か false が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>missing required field (a date, YYYY-MM-DD)</source>
        <translation>必須フィールドがありません (日付、YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>YYYY-MM-DD 形式の日付が必要ですが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>リストが必要です</translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation>値のリストが必要です</translation>
    </message>
    <message>
        <source>a YAML file</source>
        <translation>YAML ファイル</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Output format: text or json.</source>
        <translation>出力形式: text または json。</translation>
    </message>
    <message>
        <source>A catalog YAML file merged over the built-in catalog.</source>
        <translation>組み込みカタログに上書きマージするカタログ YAML ファイル。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>予期しない引数 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--format must be text or json, got &quot;%1&quot;</source>
        <translation>--format は text か json である必要がありますが、&quot;%1&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 は %2 から %3 までの整数である必要がありますが、&quot;%4&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 は %2 から %3 までの数値である必要がありますが、&quot;%4&quot; が指定されました</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, got &quot;%3&quot;</source>
        <translation>--%1 は %2 のいずれかである必要がありますが、&quot;%3&quot; が指定されました</translation>
    </message>
    <message>
        <source>TPU generations, slices, GPUs and prices</source>
        <translation>TPU 世代、スライス、GPU と価格</translation>
    </message>
    <message>
        <source>the model presets</source>
        <translation>モデルのプリセット</translation>
    </message>
    <message>
        <source>a model&apos;s architecture and parameter count</source>
        <translation>モデルのアーキテクチャとパラメータ数</translation>
    </message>
    <message>
        <source>padding and bucketing strategies for a file of sequence lengths</source>
        <translation>シーケンス長ファイルに対するパディングとバケット化の戦略</translation>
    </message>
    <message>
        <source>TFRecord shard count and size for a dataset</source>
        <translation>データセットの TFRecord シャード数とサイズ</translation>
    </message>
    <message>
        <source>memory per device: breakdown and fit</source>
        <translation>デバイスあたりのメモリ: 内訳と収まるかどうか</translation>
    </message>
    <message>
        <source>the largest batch per device that fits</source>
        <translation>デバイスあたりで収まる最大のバッチ</translation>
    </message>
    <message>
        <source>ranked candidates: hardware, time and cost</source>
        <translation>順位付けされた候補: ハードウェア、時間、コスト</translation>
    </message>
    <message>
        <source>run a saved plan YAML</source>
        <translation>保存したプラン YAML を実行</translation>
    </message>
    <message>
        <source>Usage: tpuplan COMMAND [options]   (tpuplan COMMAND --help for details)</source>
        <translation>使い方: tpuplan COMMAND [options]   (詳細は tpuplan COMMAND --help)</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>tpuplan: unknown command &quot;%1&quot; (try tpuplan --help)</source>
        <translation>tpuplan: 不明なコマンド &quot;%1&quot; (tpuplan --help を試してください)</translation>
    </message>
    <message>
        <source>Ignore the user&apos;s catalog file (%1).</source>
        <translation>ユーザーのカタログファイル (%1) を無視します。</translation>
    </message>
    <message>
        <source>read an out-of-memory error: estimate vs observation, calibration, the smallest fix</source>
        <translation>メモリ不足エラーを読み取る: 推定と観測の比較、キャリブレーション、最小の対策</translation>
    </message>
    <message>
        <source>export a plan&apos;s report: PDF, HTML, Markdown, CSV or JSON</source>
        <translation>プランのレポートをエクスポート: PDF、HTML、Markdown、CSV または JSON</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>カタログ %1</translation>
    </message>
    <message>
        <source>serving: hardware, replicas, latency and cost per million tokens</source>
        <translation>サービング: ハードウェア、レプリカ、レイテンシ、100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>不明な料金モデル &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan transformer training on Cloud TPU.</source>
        <translation>Cloud TPU での Transformer のトレーニングを計画します。</translation>
    </message>
    <message>
        <source>Render the window offscreen to a PNG once the first results are shown, then exit.</source>
        <translation>最初の結果が表示されたらウィンドウをオフスクリーンで PNG に描画し、終了します。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Use this settings file instead of the user&apos;s (layout, last inputs, preferences).</source>
        <translation>ユーザーの設定ファイルの代わりにこの設定ファイルを使用します (レイアウト、前回の入力、環境設定)。</translation>
    </message>
    <message>
        <source>A plan YAML file to open.</source>
        <translation>開くプラン YAML ファイル。</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>TPU Planner cannot start</source>
        <translation>TPU Planner を起動できません</translation>
    </message>
    <message>
        <source>The built-in catalog is broken:
%1</source>
        <translation>組み込みカタログが壊れています:
%1</translation>
    </message>
    <message>
        <source>Saved %1 (%2 ms after start)
</source>
        <translation>%1 を保存しました (起動から %2 ms)
</translation>
    </message>
    <message>
        <source>Could not write %1
</source>
        <translation>%1 を書き込めませんでした
</translation>
    </message>
    <message>
        <source>Language: en, ja, zh_CN or ko (default: the preference, else the system&apos;s).</source>
        <translation>言語: en、ja、zh_CN、ko (デフォルト: 設定、なければシステムの言語)。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; (use en, ja, zh_CN or ko)
</source>
        <translation>不明な言語 &quot;%1&quot; (en、ja、zh_CN、ko のいずれかを指定)
</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::AboutDialog</name>
    <message>
        <source>About TPU Planner</source>
        <translation>TPU Planner について</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;Plans the training of transformer encoders (BERT, RoBERTa, BigBird) on Cloud TPU and GPUs: whether the model fits, how long the run takes and what it costs, with the reason behind each number.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). Qt Charts, which draws the charts, is itself licensed under the GPL-3.0.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3). Catalog %4.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;Cloud TPU と GPU で Transformer エンコーダ (BERT、RoBERTa、BigBird) のトレーニングを計画します: モデルが収まるか、実行にどれだけ時間がかかり、いくらかかるかを、それぞれの数値の根拠とともに示します。&lt;/p&gt;&lt;p&gt;ライセンス: GNU General Public License バージョン 3 以降 (GPL-3.0-or-later)。グラフを描画する Qt Charts 自体も GPL-3.0 でライセンスされています。&lt;/p&gt;&lt;p&gt;Qt %2 でビルド (Qt %3 で実行中)。カタログ %4。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CalibrationModel</name>
    <message>
        <source>activations × %1 at least</source>
        <translation>アクティベーション × %1 以上</translation>
    </message>
    <message>
        <source>activations × %1</source>
        <translation>アクティベーション × %1</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <source>%1
%2
Configuration: %3</source>
        <translation>%1
%2
構成: %3</translation>
    </message>
    <message>
        <source>Runtime/family</source>
        <translation>ランタイム/ファミリー</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>補正</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>観測したハードウェア</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CandidateTableModel</name>
    <message>
        <source>#%1 %2 · %3 · %4 · %5 · %6</source>
        <translation>#%1 %2 · %3 · %4 · %5 · %6</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>デバイスあたり %2 のうち %1</translation>
    </message>
    <message>
        <source>Accelerator %1, host %2, storage %3</source>
        <translation>アクセラレータ %1、ホスト %2、ストレージ %3</translation>
    </message>
    <message>
        <source>P10 %1 · P50 %2 · P90 %3</source>
        <translation>P10 %1 · P50 %2 · P90 %3</translation>
    </message>
    <message>
        <source>Expected cost including lost work and restarts</source>
        <translation>失われる作業と再起動を含む期待コスト</translation>
    </message>
    <message>
        <source>Price from %1 (%2): older than %3 months</source>
        <translation>価格の出典 %1 (%2): %3 か月より古い価格です</translation>
    </message>
    <message>
        <source>Price from %1 (%2)</source>
        <translation>価格の出典 %1 (%2)</translation>
    </message>
    <message>
        <source>Rank by the plan&apos;s objective: candidates that fit and meet the constraints come first</source>
        <translation>プランの目的に基づく順位: 収まって制約を満たす候補が先に並びます</translation>
    </message>
    <message>
        <source>Gradient checkpointing: none, full, every k-th layer, or selective (attention only)</source>
        <translation>勾配チェックポイント: なし、全層、k 層ごと、または選択的 (アテンションのみ)</translation>
    </message>
    <message>
        <source>Batch per device × gradient-accumulation steps</source>
        <translation>デバイスあたりのバッチ × 勾配累積ステップ数</translation>
    </message>
    <message>
        <source>Estimated memory per device (TensorCore, chip or GPU)</source>
        <translation>デバイス (TensorCore、チップ、または GPU) あたりの推定メモリ</translation>
    </message>
    <message>
        <source>Fits in the device&apos;s memory with the safety margin kept free</source>
        <translation>安全マージンを空けたうえでデバイスのメモリに収まるか</translation>
    </message>
    <message>
        <source>Wall time without preemptions (checkpoint saves included)</source>
        <translation>プリエンプションなしの所要時間 (チェックポイントの保存を含む)</translation>
    </message>
    <message>
        <source>Expected wall time with preemptions, lost work and restarts</source>
        <translation>プリエンプション、失われる作業、再起動を含む期待所要時間</translation>
    </message>
    <message>
        <source>Cost without preemptions: accelerator, host VM and storage</source>
        <translation>プリエンプションなしのコスト: アクセラレータ、ホスト VM、ストレージ</translation>
    </message>
    <message>
        <source>Expected cost with preemptions, lost work and restarts</source>
        <translation>プリエンプション、失われる作業、再起動を含む期待コスト</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster</source>
        <translation>パレートフロント上: これより安くて速いものはありません</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Ckpt.</source>
        <translation>勾配CP</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Exp. time</source>
        <translation>期待時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Exp. cost</source>
        <translation>期待コスト</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>パレート</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · offload %2</source>
        <translation>%1 · オフロード %2</translation>
    </message>
    <message>
        <source>How the job&apos;s devices share the model: the sharding strategy, the mesh (data × fsdp × tensor, times the slices over the data-centre network) and what host offload moves to the host</source>
        <translation>ジョブのデバイスがモデルをどう分担するか: シャーディング戦略、メッシュ (data × fsdp × tensor、さらにデータセンターネットワーク上のスライス数倍)、ホストオフロードでホストに移すもの</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>メッシュ</translation>
    </message>
    <message>
        <source>Expected %1 · %2</source>
        <translation>期待値 %1 · %2</translation>
    </message>
    <message>
        <source>Compute alone: %1</source>
        <translation>計算のみ: %1</translation>
    </message>
    <message>
        <source>Seconds per optimizer step, and in parentheses the band the time model&apos;s calibration runs leave around it</source>
        <translation>オプティマイザのステップあたりの秒数。括弧内は、時間モデルのキャリブレーションに使った実行結果から見込まれるその前後の幅</translation>
    </message>
    <message>
        <source>Model FLOPs utilization of the predicted step: %1</source>
        <translation>予測したステップのモデル FLOPs 使用率 (MFU): %1</translation>
    </message>
    <message>
        <source>In parentheses: the band the time model&apos;s calibration leaves around it</source>
        <translation>括弧内: 時間モデルのキャリブレーションから見込まれるその前後の幅</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source> +loss×%1</source>
        <translation> +loss×%1</translation>
    </message>
    <message>
        <source>activations offloaded by checkpointing %1, on the host</source>
        <translation>勾配チェックポイントでオフロードしたアクティベーション %1 (ホスト上)</translation>
    </message>
    <message>
        <source>paged optimizer states %1, outside the device total</source>
        <translation>ページドオプティマイザの状態 %1 (デバイスの合計には含まない)</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>損失を %1 チャンクに分割 (探索による変更)</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1 (探索による変更)</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 ビット AdamW</translation>
    </message>
    <message>
        <source>Price not publicly listed (%1, %2)</source>
        <translation>公開価格なし (%1、%2)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogTableModel</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>世代</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ数</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス数</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>USD per hour</source>
        <translation>1 時間あたりの USD</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>%1 usable (%2 nominal)</source>
        <translation>使用可能 %1 (公称 %2)</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old, stale)</source>
        <translation>
            <numerusform>%1 (%n か月前、古い)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old)</source>
        <translation>
            <numerusform>%1 (%n か月前)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Older than %2 months: refresh it with Import Prices… (the import shows what changes before anything is written).</source>
        <translation>%1
%2 か月より古い価格です: [価格をインポート…] で更新してください (インポートでは、書き込む前に変更内容が表示されます)。</translation>
    </message>
    <message>
        <source>The provider publishes no price for this offering. Add the price you were quoted to a user catalog to plan with it.</source>
        <translation>プロバイダはこの提供の価格を公開していません。この提供でプランを立てるには、提示された価格をユーザーカタログに追加してください。</translation>
    </message>
    <message>
        <source>&quot;Fits&quot; is judged against the usable memory per device (what XLA lets a program allocate); the nominal figure is the vendor&apos;s.</source>
        <translation>「収まる」かどうかは、デバイスあたりの使用可能メモリ (XLA がプログラムに割り当てを許す量) で判定します。公称値はベンダーの公表値です。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogView</name>
    <message>
        <source>Open User Catalog…</source>
        <translation>ユーザーカタログを開く…</translation>
    </message>
    <message>
        <source>Merge a catalog YAML file over the built-in catalog (docs/catalog.md): your own prices, regions or hardware</source>
        <translation>カタログ YAML ファイルを組み込みカタログに上書きマージします (docs/catalog.md): 独自の価格、リージョン、ハードウェア</translation>
    </message>
    <message>
        <source>Built-in Only</source>
        <translation>組み込みのみ</translation>
    </message>
    <message>
        <source>Drop the user catalog and use the built-in catalog alone</source>
        <translation>ユーザーカタログを外して、組み込みカタログだけを使用します</translation>
    </message>
    <message>
        <source>Filter offerings (hardware, region, pricing, source…)</source>
        <translation>提供をフィルター (ハードウェア、リージョン、料金モデル、出典…)</translation>
    </message>
    <message>
        <source>built-in only</source>
        <translation>組み込みのみ</translation>
    </message>
    <message>
        <source>Catalog %1 (%2). Prices older than %3 months are marked stale; hover a source for its reference.</source>
        <translation>カタログ %1 (%2)。%3 か月より古い価格は「古い」と表示されます。出典にカーソルを合わせると参照先を表示します。</translation>
    </message>
    <message>
        <source>Open a user catalog</source>
        <translation>ユーザーカタログを開く</translation>
    </message>
    <message>
        <source>Catalog YAML (*.yaml *.yml);;All files (*)</source>
        <translation>カタログ YAML (*.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The catalog file could not be used; the catalog is unchanged.
%1</source>
        <translation>カタログファイルを使用できませんでした。カタログは変更されていません。
%1</translation>
    </message>
    <message>
        <source>Catalog file has an error</source>
        <translation>カタログファイルにエラーがあります</translation>
    </message>
    <message>
        <source>%1

The catalog is unchanged.</source>
        <translation>%1

カタログは変更されていません。</translation>
    </message>
    <message>
        <source>Import Prices…</source>
        <translation>価格をインポート…</translation>
    </message>
    <message>
        <source>Read a public price list (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog: the changes are shown before anything is written</source>
        <translation>公開されている価格リスト (SkyPilot の GCP vms.csv、gpuhunt の tpu_pricing.json) をカタログに読み込みます: 書き込む前に変更内容が表示されます</translation>
    </message>
    <message>
        <source>Import prices from</source>
        <translation>価格のインポート元</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.json);;SkyPilot GCP catalog (*.csv);;gpuhunt TPU pricing (*.json);;All files (*)</source>
        <translation>価格リスト (*.csv *.json);;SkyPilot GCP カタログ (*.csv);;gpuhunt TPU 料金 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are stale, the oldest %1 months old: refresh them with Import Prices… from a newer public price list; the import shows its changes before anything is written.</source>
        <translation>
            <numerusform>%n 件の価格が古くなっています (最も古いものは %1 か月前): より新しい公開価格リストから [価格をインポート…] で更新してください。インポートでは、書き込む前に変更内容が表示されます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CompareDialog</name>
    <message>
        <source>Compare Plans</source>
        <translation>プランを比較</translation>
    </message>
    <message>
        <source>Plan &amp;A:</source>
        <translation>プラン A(&amp;A):</translation>
    </message>
    <message>
        <source>Plan &amp;B:</source>
        <translation>プラン B(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation>入れ替え(&amp;S)</translation>
    </message>
    <message>
        <source>Exchanges plan A and plan B</source>
        <translation>プラン A とプラン B を入れ替えます</translation>
    </message>
    <message>
        <source>Only &amp;differences</source>
        <translation>差分のみ(&amp;D)</translation>
    </message>
    <message>
        <source>Inputs and chosen setup</source>
        <translation>入力と選択した構成</translation>
    </message>
    <message>
        <source>Results of the chosen candidates</source>
        <translation>選択した候補の結果</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>現在のプラン</translation>
    </message>
    <message>
        <source>Current plan (%1)</source>
        <translation>現在のプラン (%1)</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation>リビジョン %1 · %2</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1、リビジョン %2</translation>
    </message>
    <message>
        <source>Choose two plans to compare.</source>
        <translation>比較するプランを 2 つ選んでください。</translation>
    </message>
    <message>
        <source>The inputs of both plans are the same.</source>
        <translation>両方のプランの入力は同じです。</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ, highlighted below.</source>
        <translation>
            <numerusform>%n 個の入力が異なります (下で強調表示)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ComparisonRowsModel</name>
    <message>
        <source>%1: the plans differ</source>
        <translation>%1: プラン間で異なります</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>セクション</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>プラン A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>プラン B</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ConstraintsPanel</name>
    <message>
        <source>Constraints</source>
        <translation>制約</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>最小コスト</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>最短時間</translation>
    </message>
    <message>
        <source>Balanced cost × time</source>
        <translation>コスト × 時間のバランス</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>順位付けの基準</translation>
    </message>
    <message>
        <source>How the table ranks the candidates that fit: expected cost, expected time, or both.</source>
        <translation>収まる候補を表でどう順位付けするか: 期待コスト、期待時間、またはその両方。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Candidates whose expected wall time exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>期待所要時間がこれを超える候補は、ほかの候補の後に並べて印を付けます。0 = なし。</translation>
    </message>
    <message>
        <source>$ </source>
        <translation>$ </translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Candidates whose expected cost exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>期待コストがこれを超える候補は、ほかの候補の後に並べて印を付けます。0 = なし。</translation>
    </message>
    <message>
        <source>Safety margin</source>
        <translation>安全マージン</translation>
    </message>
    <message>
        <source>Share of each device&apos;s memory kept free (0.10 = 10 %): a candidate fits only below the rest. Lower it to fit more, at the risk of running out of memory.</source>
        <translation>各デバイスのメモリのうち空けておく割合 (0.10 = 10%): 候補は残りの容量に収まる場合にのみ「収まる」とされます。下げると収まる候補が増えますが、メモリ不足になるリスクがあります。</translation>
    </message>
    <message>
        <source>Change ranking</source>
        <translation>順位付けの基準を変更</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>期限を変更</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>予算を変更</translation>
    </message>
    <message>
        <source>Change safety margin</source>
        <translation>安全マージンを変更</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CostTimeChart</name>
    <message>
        <source>Cost against time</source>
        <translation>時間に対するコスト</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>パレートフロント</translation>
    </message>
    <message>
        <source>No fit / constraint</source>
        <translation>収まらない / 制約外</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>パレート</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>Expected time (h)</source>
        <translation>期待時間 (h)</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>期待コスト (USD)</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>キャリブレーション幅</translation>
    </message>
    <message>
        <source>Price not listed</source>
        <translation>公開価格なし</translation>
    </message>
    <message>
        <source>Cost unknown</source>
        <translation>コスト不明</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DataPreparationView</name>
    <message>
        <source>Open Lengths File…</source>
        <translation>長さファイルを開く…</translation>
    </message>
    <message>
        <source>A file of sequence lengths in tokens: one whole number per line, or a CSV/TSV column (a &quot;count&quot; column makes each row a histogram bin). See docs/xla-readiness.md.</source>
        <translation>トークン単位のシーケンス長のファイル: 1 行に 1 つの整数、または CSV/TSV の列 (&quot;count&quot; 列があれば各行をヒストグラムのビンとして扱います)。docs/xla-readiness.md を参照してください。</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>列(&amp;C):</translation>
    </message>
    <message>
        <source>The CSV column that holds the lengths</source>
        <translation>長さを含む CSV の列</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>No lengths file: open one to compare padding strategies.</source>
        <translation>長さファイルがありません: パディング戦略を比較するにはファイルを開いてください。</translation>
    </message>
    <message>
        <source>Open a file of sequence lengths</source>
        <translation>シーケンス長のファイルを開く</translation>
    </message>
    <message>
        <source>Lengths (*.txt *.csv *.tsv);;All files (*)</source>
        <translation>長さ (*.txt *.csv *.tsv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The lengths file could not be used: %1</source>
        <translation>長さファイルを使用できませんでした: %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Padding wastes compute and every distinct input shape is one more XLA compilation: open a file of your dataset&apos;s sequence lengths to see what each strategy costs.</source>
        <translation>パディングは計算を無駄にし、異なる入力形状ごとに XLA のコンパイルが 1 回増えます: データセットのシーケンス長のファイルを開くと、各戦略のコストが分かります。</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another above)</source>
        <translation>列 &quot;%1&quot; (最初の数値列。上で別の列を選べます)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>列 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>, counts from column &quot;%1&quot;</source>
        <translation>、件数は列 &quot;%1&quot; から</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens · shortest %3, mean %4, median %5, p90 %6, p99 %7, longest %8</source>
        <translation>%1 シーケンス、%2 トークン · 最短 %3、平均 %4、中央値 %5、p90 %6、p99 %7、最長 %8</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DiagnosisFixModel</name>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%2 GiB 中 %1</translation>
    </message>
    <message>
        <source>±0%</source>
        <translation>±0%</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <translation>%1%2%</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>価格なし</translation>
    </message>
    <message>
        <source>For %1 optimizer steps</source>
        <translation>オプティマイザの %1 ステップの場合</translation>
    </message>
    <message>
        <source>Step time against the configuration that ran out of memory</source>
        <translation>メモリ不足になった構成に対するステップ時間</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対策</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::FieldStatus</name>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1

Invalid: %2</source>
        <translation>%1

無効: %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::GenerationTableModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 (%2 … %3)</source>
        <translation>%1 (%2 … %3)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Cores/chip</source>
        <translation>コア/チップ</translation>
    </message>
    <message>
        <source>Memory/chip</source>
        <translation>メモリ/チップ</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>メモリ/デバイス</translation>
    </message>
    <message>
        <source>Peak TFLOPS (16-bit)/chip</source>
        <translation>ピーク TFLOPS (16 ビット)/チップ</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>帯域幅 GB/s</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>スライス</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>%1 GiB (%2 usable)</source>
        <translation>%1 GiB (使用可能 %2)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::HardwarePanel</name>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>スライスと GPU</translation>
    </message>
    <message>
        <source>TPU generations and slices (and GPUs) the search may use. A whole generation includes every slice of it; each adds candidates to the table and points to the cost-time chart.</source>
        <translation>探索で使用できる TPU 世代とスライス (および GPU)。世代全体を選ぶとそのすべてのスライスが含まれます。それぞれが表に候補を、コストと時間のグラフに点を追加します。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Regions whose prices are used; prices differ by region. All checked = every region.</source>
        <translation>価格を使用するリージョン。価格はリージョンによって異なります。すべてチェック = すべてのリージョン。</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>Pricing models: on-demand, preemptible and spot (interruptible: preemptions add expected time and cost), committed use, free Colab.</source>
        <translation>料金モデル: オンデマンド、プリエンプティブル、スポット (中断あり: プリエンプションにより期待時間とコストが増えます)、確約利用、無料版 Colab。</translation>
    </message>
    <message>
        <source>PyTorch (eager)</source>
        <translation>PyTorch (eager)</translation>
    </message>
    <message>
        <source>TensorFlow (graph)</source>
        <translation>TensorFlow (グラフ)</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU ランタイム</translation>
    </message>
    <message>
        <source>How GPUs run the step: PyTorch eager or TensorFlow graph mode. Changes GPU memory overheads and efficiency; TPUs always run XLA.</source>
        <translation>GPU でのステップの実行方法: PyTorch の eager モードまたは TensorFlow のグラフモード。GPU のメモリのオーバーヘッドと効率が変わります。TPU は常に XLA で実行します。</translation>
    </message>
    <message>
        <source>Change GPU runtime</source>
        <translation>GPU ランタイムを変更</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU (比較用)</translation>
    </message>
    <message>
        <source>Check at least one slice or GPU</source>
        <translation>スライスか GPU を 1 つ以上チェックしてください</translation>
    </message>
    <message>
        <source>Change hardware</source>
        <translation>ハードウェアを変更</translation>
    </message>
    <message>
        <source>Check at least one region</source>
        <translation>リージョンを 1 つ以上チェックしてください</translation>
    </message>
    <message>
        <source>Change regions</source>
        <translation>リージョンを変更</translation>
    </message>
    <message>
        <source>Check at least one pricing model</source>
        <translation>料金モデルを 1 つ以上チェックしてください</translation>
    </message>
    <message>
        <source>Change pricing models</source>
        <translation>料金モデルを変更</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramChart</name>
    <message>
        <source>Tokens per sequence</source>
        <translation>シーケンスあたりのトークン数</translation>
    </message>
    <message numerus="yes">
        <source>Tokens per sequence (bins of %n token(s), labelled by their longest)</source>
        <translation>
            <numerusform>シーケンスあたりのトークン数 (%n トークンごとのビン、ラベルは各ビンの最長値)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>シーケンス数</translation>
    </message>
    <message>
        <source>Sequence lengths: open a file</source>
        <translation>シーケンス長: ファイルを開いてください</translation>
    </message>
    <message>
        <source>Sequence lengths, %1 sequences</source>
        <translation>シーケンス長、%1 シーケンス</translation>
    </message>
    <message>
        <source>Plan&apos;s sequence length</source>
        <translation>プランのシーケンス長</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <source>%1–%2 tokens</source>
        <translation>%1–%2 トークン</translation>
    </message>
    <message>
        <source>%1: %2 sequences (%3%4)</source>
        <translation>%1: %2 シーケンス (%3%4)</translation>
    </message>
    <message>
        <source>Up to (tokens)</source>
        <translation>上限 (トークン)</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>シーケンス数</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>プラン</translation>
    </message>
    <message>
        <source>Planned in %1 ms</source>
        <translation>%1 ms で計画しました</translation>
    </message>
    <message>
        <source>Using the built-in catalog</source>
        <translation>組み込みカタログを使用中</translation>
    </message>
    <message>
        <source>Using the catalog %1</source>
        <translation>カタログ %1 を使用中</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>新しいプラン(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>プランを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Open &amp;User Catalog…</source>
        <translation>ユーザーカタログを開く(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>プラン(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>カタログ(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>TPU Planner について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Started with %n problem(s): see the message</source>
        <translation>
            <numerusform>起動時に %n 件の問題がありました: メッセージを確認してください</numerusform>
        </translation>
    </message>
    <message>
        <source>TPU Planner started with defaults</source>
        <translation>TPU Planner はデフォルト設定で起動しました</translation>
    </message>
    <message>
        <source>%1[*] — TPU Planner</source>
        <translation>%1[*] — TPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>プランに保存されていない変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>Open a plan</source>
        <translation>プランを開く</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml);;All files (*)</source>
        <translation>プラン (*.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The plan could not be opened</source>
        <translation>プランを開けませんでした</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 を開けませんでした</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml)</source>
        <translation>プラン (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The plan could not be saved</source>
        <translation>プランを保存できませんでした</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>データ</translation>
    </message>
    <message>
        <source>Your calibrations are not used: %1</source>
        <translation>キャリブレーションは使用されていません: %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Paste an Error…</source>
        <translation>エラーを貼り付け(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Read an out-of-memory error, compare it with the estimate and find the smallest fix</source>
        <translation>メモリ不足エラーを読み取り、推定と比較して、最小の対策を探します</translation>
    </message>
    <message>
        <source>&amp;Import Prices…</source>
        <translation>価格をインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;Lengths File…</source>
        <translation>長さファイルを開く(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>データ(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library</source>
        <translation>プランをプランライブラリに保存します</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library under a new name</source>
        <translation>プランを新しい名前でプランライブラリに保存します</translation>
    </message>
    <message>
        <source>Save as &amp;YAML…</source>
        <translation>YAML として保存(&amp;Y)…</translation>
    </message>
    <message>
        <source>Writes the plan to a plan YAML file</source>
        <translation>プランをプラン YAML ファイルに書き出します</translation>
    </message>
    <message>
        <source>Plan &amp;Library…</source>
        <translation>プランライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Compare Plans…</source>
        <translation>プランを比較(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Writes a report of the plan and the selected candidate as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>プランと選択した候補のレポートを PDF、HTML、Markdown、CSV または JSON で書き出します</translation>
    </message>
    <message>
        <source>Saved “%1” in the plan library</source>
        <translation>「%1」をプランライブラリに保存しました</translation>
    </message>
    <message>
        <source>Save the plan as YAML</source>
        <translation>プランを YAML として保存</translation>
    </message>
    <message>
        <source>Export a report of the plan</source>
        <translation>プランのレポートをエクスポート</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>レポートをエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>%1 をエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Opened “%1” from the plan library</source>
        <translation>プランライブラリから「%1」を開きました</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>サービング</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>サービング(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>サービングプランを、アプリと tpuplan serve が読み込める YAML ファイルに書き出します</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>サービングプランと選択した構成のレポートを、起動コマンド付きで PDF、HTML、Markdown、CSV または JSON として書き出します</translation>
    </message>
    <message>
        <source>The serving plan has changes that are not saved. Save them?</source>
        <translation>サービングプランに保存していない変更があります。保存しますか?</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryBreakdownChart</name>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>デバイスあたりの GiB</translation>
    </message>
    <message>
        <source>%1
%2: %3 GiB</source>
        <translation>%1
%2: %3 GiB</translation>
    </message>
    <message>
        <source>Device / usable memory</source>
        <translation>デバイス / 使用可能メモリ</translation>
    </message>
    <message>
        <source>Memory per device (hatched: on other devices or the host)</source>
        <translation>デバイスあたりのメモリ (斜線: 他のデバイスまたはホスト上)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryBreakdownModel</name>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>オーバーヘッド</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA アダプタ</translation>
    </message>
    <message>
        <source>LM-head logits</source>
        <translation>LM ヘッドのロジット</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>シャーディングバッファ</translation>
    </message>
    <message>
        <source>On the other devices</source>
        <translation>他のデバイス上</translation>
    </message>
    <message>
        <source>On the host</source>
        <translation>ホスト上</translation>
    </message>
    <message>
        <source>%1: %2 GiB; paged optimizer states %3 GiB, outside the device total</source>
        <translation>%1: %2 GiB。ページドオプティマイザの状態 %3 GiB (デバイスの合計には含まない)</translation>
    </message>
    <message>
        <source>Expert states</source>
        <translation>エキスパートの状態</translation>
    </message>
    <message>
        <source>#%1 stage %2</source>
        <translation>#%1 ステージ %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryVsSeqLenChart</name>
    <message>
        <source>Memory against sequence length</source>
        <translation>シーケンス長に対するメモリ</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>このプラン</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>シーケンス長 (トークン)</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>デバイスあたりの GiB</translation>
    </message>
    <message>
        <source>Memory against sequence length on %1</source>
        <translation>%1 でのシーケンス長に対するメモリ</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ModelPanel</name>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>The transformer to train: a preset, an imported config.json, or a custom architecture. Changes every memory, time and cost figure.</source>
        <translation>トレーニングする Transformer: プリセット、インポートした config.json、またはカスタムアーキテクチャ。メモリ、時間、コストのすべての数値が変わります。</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>フル</translation>
    </message>
    <message>
        <source>Block-sparse (BigBird ITC)</source>
        <translation>ブロックスパース (BigBird ITC)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層数</translation>
    </message>
    <message>
        <source>Encoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>エンコーダの層数: パラメータ、アクティベーション、FLOPs は層数に比例して増えます。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隠れ層サイズ</translation>
    </message>
    <message>
        <source>Width of the model: parameters grow with its square, activations linearly.</source>
        <translation>モデルの幅: パラメータはその 2 乗に、アクティベーションは線形に比例して増えます。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>アテンションヘッド数</translation>
    </message>
    <message>
        <source>Heads per layer; must divide the hidden size. Attention scores are stored per head.</source>
        <translation>層あたりのヘッド数。隠れ層サイズを割り切る必要があります。アテンションスコアはヘッドごとに保存されます。</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>中間層サイズ</translation>
    </message>
    <message>
        <source>Width of the feed-forward block (usually 4 × hidden).</source>
        <translation>フィードフォワードブロックの幅 (通常は隠れ層の 4 倍)。</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>語彙</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the MLM logits grow with it.</source>
        <translation>語彙のトークン数: 埋め込みと MLM のロジットはこれに比例して増えます。</translation>
    </message>
    <message>
        <source>Max positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <source>The longest sequence the model accepts.</source>
        <translation>モデルが受け付ける最長のシーケンス。</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <source>Full attention stores seq² scores per head; block-sparse (BigBird) grows linearly with the length.</source>
        <translation>フルアテンションはヘッドごとに seq² 個のスコアを保存します。ブロックスパース (BigBird) は長さに対して線形に増えます。</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>BigBird block size: sequences are padded to a multiple of it.</source>
        <translation>BigBird のブロックサイズ: シーケンスはその倍数にパディングされます。</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>ランダムブロック数</translation>
    </message>
    <message>
        <source>BigBird random blocks each query block attends to.</source>
        <translation>各クエリブロックが注目する BigBird のランダムブロック数。</translation>
    </message>
    <message>
        <source>Parameters of the encoder with its pooler (core&apos;s count)</source>
        <translation>プーラーを含むエンコーダのパラメータ (推定エンジンによる計数)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>層数を変更</translation>
    </message>
    <message>
        <source>Change hidden size</source>
        <translation>隠れ層サイズを変更</translation>
    </message>
    <message>
        <source>Change attention heads</source>
        <translation>アテンションヘッド数を変更</translation>
    </message>
    <message>
        <source>Change intermediate size</source>
        <translation>中間層サイズを変更</translation>
    </message>
    <message>
        <source>Change vocabulary</source>
        <translation>語彙を変更</translation>
    </message>
    <message>
        <source>Change max positions</source>
        <translation>最大位置数を変更</translation>
    </message>
    <message>
        <source>Change block size</source>
        <translation>ブロックサイズを変更</translation>
    </message>
    <message>
        <source>Change random blocks</source>
        <translation>ランダムブロック数を変更</translation>
    </message>
    <message>
        <source>Change attention</source>
        <translation>アテンションを変更</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>カスタムアーキテクチャ</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル: %1</translation>
    </message>
    <message>
        <source>%1 in the encoder</source>
        <translation>エンコーダ内 %1</translation>
    </message>
    <message>
        <source>— (fix the marked fields)</source>
        <translation>— (印の付いたフィールドを修正してください)</translation>
    </message>
    <message>
        <source>Use a custom architecture</source>
        <translation>カスタムアーキテクチャを使用</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>モデル %1 を選択</translation>
    </message>
    <message>
        <source>Import a model configuration</source>
        <translation>モデル設定をインポート</translation>
    </message>
    <message>
        <source>Model configurations (*.json *.yaml *.yml);;All files (*)</source>
        <translation>モデル設定 (*.json *.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 をインポートできません: %2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>モデル %1 をインポート</translation>
    </message>
    <message>
        <source>Change key/value heads</source>
        <translation>キー/バリューヘッド数を変更</translation>
    </message>
    <message>
        <source>Change head dimension</source>
        <translation>ヘッドの次元を変更</translation>
    </message>
    <message>
        <source>Change tied embeddings</source>
        <translation>埋め込みの重み共有を変更</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (bert, roberta, big_bird, llama, mistral, qwen2, gemma, gemma2, gpt2, …) or a model YAML file</source>
        <translation>Hugging Face の config.json (bert、roberta、big_bird、llama、mistral、qwen2、gemma、gemma2、gpt2、…) またはモデル YAML ファイルを読み込みます</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>An encoder (BERT family: bidirectional, masked-LM or classification heads) or a decoder language model (causal attention, trained with the causal-LM head).</source>
        <translation>エンコーダ (BERT 系: 双方向、マスク言語モデルまたは分類ヘッド) またはデコーダ言語モデル (因果的アテンション、causal-LM ヘッドでトレーニング)。</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>キー/バリューヘッド数</translation>
    </message>
    <message>
        <source>Grouped-query attention: heads of the keys and values (num_key_value_heads); fewer than the attention heads make the k and v projections smaller.</source>
        <translation>Grouped-query attention: キーとバリューのヘッド数 (num_key_value_heads)。アテンションヘッド数より少ないと k と v の射影が小さくなります。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>ヘッドの次元</translation>
    </message>
    <message>
        <source>Width of one attention head (head_dim): hidden size / heads unless the config gives one (Gemma: 256).</source>
        <translation>アテンションヘッド 1 つの幅 (head_dim): 設定で指定されていなければ隠れ層サイズ / ヘッド数 (Gemma: 256)。</translation>
    </message>
    <message>
        <source>Shared with the input</source>
        <translation>入力と共有</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>埋め込みの重み共有</translation>
    </message>
    <message>
        <source>tie_word_embeddings: an untied output projection adds vocabulary × hidden parameters.</source>
        <translation>tie_word_embeddings: 出力射影を共有しない場合、語彙 × 隠れ層サイズ 分のパラメータが加わります。</translation>
    </message>
    <message>
        <source>Decoder (causal language model)</source>
        <translation>デコーダ (因果言語モデル)</translation>
    </message>
    <message>
        <source>Decoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>デコーダの層数: パラメータ、アクティベーション、FLOPs は層数に比例して増えます。</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the causal-LM logits (often the largest activation) grow with it.</source>
        <translation>語彙のトークン数: 埋め込みと causal-LM のロジット (多くの場合最大のアクティベーション) はこれに比例して増えます。</translation>
    </message>
    <message>
        <source>Encoder (BERT family)</source>
        <translation>エンコーダ (BERT 系)</translation>
    </message>
    <message>
        <source>Encoders (BERT family)</source>
        <translation>エンコーダ (BERT 系)</translation>
    </message>
    <message>
        <source>Decoders (LLMs)</source>
        <translation>デコーダ (LLM)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>パラメータ %1</translation>
    </message>
    <message>
        <source>Embeddings %1 · layers %2 · head %3 (the final norm and an untied output projection; core&apos;s count)</source>
        <translation>埋め込み %1 · 層 %2 · ヘッド %3 (最終正規化と共有しない出力射影。推定エンジンによる計数)</translation>
    </message>
    <message>
        <source>Layer stack</source>
        <translation>層構成</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>構成要素別</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>パラメータ %1、トークンあたりのアクティブ %2</translation>
    </message>
    <message>
        <source>Active: both embedding matrices counted, as Mistral, Qwen, Meta and Megatron count; %1 without the input embedding (OpenAI, DeepSeek), %2 without embeddings. Embeddings %3 · layers %4 · head %5 (core&apos;s count)</source>
        <translation>アクティブ: Mistral、Qwen、Meta、Megatron と同様に両方の埋め込み行列を計上。入力埋め込みを除くと %1 (OpenAI、DeepSeek)、埋め込みを除くと %2。埋め込み %3 · 層 %4 · ヘッド %5 (推定エンジンによる計数)</translation>
    </message>
    <message>
        <source>Change experts per token</source>
        <translation>トークンあたりのエキスパート数を変更</translation>
    </message>
    <message>
        <source>Change expert width</source>
        <translation>エキスパートの幅を変更</translation>
    </message>
    <message>
        <source>Change shared expert width</source>
        <translation>共有エキスパートの幅を変更</translation>
    </message>
    <message>
        <source>Change dense first layers</source>
        <translation>先頭の密な層の数を変更</translation>
    </message>
    <message>
        <source>Change experts</source>
        <translation>エキスパート数を変更</translation>
    </message>
    <message>
        <source>Dense MLP width</source>
        <translation>密な MLP の幅</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward block of the layers without experts (intermediate_size in qwen*_moe and deepseek, intermediate_size_mlp in llama4); not used when every layer is an MoE layer. The routed experts&apos; width is the expert width.</source>
        <translation>エキスパートを持たない層の密なフィードフォワードブロックの幅 (qwen*_moe と deepseek では intermediate_size、llama4 では intermediate_size_mlp)。すべての層が MoE 層の場合は使われません。ルーティングされるエキスパートの幅は「エキスパートの幅」で指定します。</translation>
    </message>
    <message>
        <source>0 (dense)</source>
        <translation>0 (密なモデル)</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0 (なし)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>エキスパート数</translation>
    </message>
    <message>
        <source>Routed experts of each MoE layer, E (num_local_experts in mixtral, gpt_oss, llama4; num_experts in qwen*_moe, olmoe; n_routed_experts in deepseek); 0 = a dense model. Every expert&apos;s weights and optimizer states are kept; only the chosen ones compute.</source>
        <translation>各 MoE 層のルーティングされるエキスパートの数、E (mixtral、gpt_oss、llama4 では num_local_experts、qwen*_moe、olmoe では num_experts、deepseek では n_routed_experts)。0 = 密なモデル。すべてのエキスパートの重みとオプティマイザの状態が保持されますが、計算を行うのは選ばれたエキスパートだけです。</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>トークンあたりのエキスパート数</translation>
    </message>
    <message>
        <source>Experts each token is routed to, K (num_experts_per_tok; gpt_oss also experts_per_token): between 1 and the number of experts. Sets the active parameters, the FLOPs and the all-to-all traffic.</source>
        <translation>各トークンのルーティング先となるエキスパートの数、K (num_experts_per_tok。gpt_oss では experts_per_token も): 1 からエキスパート数までの範囲。アクティブパラメータ、FLOPs、all-to-all の通信量を決めます。</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>エキスパートの幅</translation>
    </message>
    <message>
        <source>Intermediate width of one routed expert, I_e (moe_intermediate_size in qwen*_moe and deepseek; intermediate_size in mixtral, olmoe, gpt_oss, llama4).</source>
        <translation>ルーティングされるエキスパート 1 つの中間層の幅、I_e (qwen*_moe と deepseek では moe_intermediate_size、mixtral、olmoe、gpt_oss、llama4 では intermediate_size)。</translation>
    </message>
    <message>
        <source>Shared expert width</source>
        <translation>共有エキスパートの幅</translation>
    </message>
    <message>
        <source>Width of the shared expert(s) together, I_s, which every token passes through (shared_expert_intermediate_size in qwen2_moe; n_shared_experts × moe_intermediate_size in deepseek; llama4: one expert of intermediate_size); 0 = none.</source>
        <translation>すべてのトークンが通る共有エキスパートの幅の合計、I_s (qwen2_moe では shared_expert_intermediate_size、deepseek では n_shared_experts × moe_intermediate_size、llama4 では intermediate_size のエキスパート 1 つ)。0 = なし。</translation>
    </message>
    <message>
        <source>Dense first layers</source>
        <translation>先頭の密な層の数</translation>
    </message>
    <message>
        <source>The first layers keep a dense MLP of the dense MLP width (first_k_dense_replace in deepseek); the others are MoE layers.</source>
        <translation>先頭のこの数の層は、幅が「密な MLP の幅」の密な MLP を持ちます (deepseek では first_k_dense_replace)。残りの層は MoE 層です。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::OomFactModel</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (%2): %3 bytes</source>
        <translation>%1 (%2): %3 バイト</translation>
    </message>
    <message>
        <source>%1 (%2): the message does not say</source>
        <translation>%1 (%2): メッセージに記載なし</translation>
    </message>
    <message>
        <source>The message says</source>
        <translation>メッセージの記載</translation>
    </message>
    <message>
        <source>As printed</source>
        <translation>表記どおり</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingChart</name>
    <message>
        <source>%1: %2 padding, %3 throughput cost</source>
        <translation>%1: パディング %2、スループットのコスト %3</translation>
    </message>
    <message>
        <source>Padding, % of the computed tokens</source>
        <translation>パディング (計算されるトークンに対する %)</translation>
    </message>
    <message>
        <source>Padding, % of computed tokens (green: recommended)</source>
        <translation>パディング (計算されるトークンに対する %、緑: 推奨)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingPanel</name>
    <message>
        <source>No lengths yet: the strategies appear here.</source>
        <translation>まだ長さがありません: ここに戦略が表示されます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;推奨: %1。&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;If examples must stay whole: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;サンプルを分割してはならない場合: %1。&lt;/b&gt; %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingStrategyModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 — recommended</source>
        <translation>%1 — 推奨</translation>
    </message>
    <message>
        <source>%1 tokens: %2 of the steps</source>
        <translation>%1 トークン: ステップの %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation.
%1</source>
        <translation>1 エポック内の異なる入力形状の数: 形状ごとに XLA のコンパイルが 1 回必要です。
%1</translation>
    </message>
    <message>
        <source>Share of the computed tokens that are padding</source>
        <translation>計算されるトークンのうちパディングの割合</translation>
    </message>
    <message numerus="yes">
        <source>Real (not padding) tokens one step of %n sequence(s) trains on</source>
        <translation>
            <numerusform>%n シーケンスの 1 ステップでトレーニングする実トークン (パディング以外) の数</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra compute per real token: +100% would halve the training throughput</source>
        <translation>実トークンあたりの追加計算量: +100% ならトレーニングのスループットは半分になります</translation>
    </message>
    <message>
        <source>%1 tokens of %2 sequences are cut off</source>
        <translation>%2 シーケンスの %1 トークンが切り捨てられます</translation>
    </message>
    <message>
        <source>No token is cut off</source>
        <translation>切り捨てられるトークンはありません</translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation (~: expected for random batches)</source>
        <translation>1 エポック内の異なる入力形状の数: 形状ごとに XLA のコンパイルが 1 回必要です (~: ランダムなバッチでの期待値)</translation>
    </message>
    <message>
        <source>Real (not padding) tokens one step trains on</source>
        <translation>1 ステップでトレーニングする実トークン (パディング以外) の数</translation>
    </message>
    <message>
        <source>Tokens cut off by the strategy</source>
        <translation>戦略によって切り捨てられるトークン</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <source>Real tokens/step</source>
        <translation>実トークン/ステップ</translation>
    </message>
    <message>
        <source>Throughput cost</source>
        <translation>スループットのコスト</translation>
    </message>
    <message>
        <source>Truncated</source>
        <translation>切り捨て</translation>
    </message>
    <message>
        <source>longest (%1)</source>
        <translation>最長 (%1)</translation>
    </message>
    <message>
        <source>fixed %1</source>
        <translation>固定 %1</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>%1 の倍数</translation>
    </message>
    <message>
        <source>%1 buckets</source>
        <translation>バケット %1 個</translation>
    </message>
    <message>
        <source>packing %1</source>
        <translation>パッキング %1</translation>
    </message>
    <message>
        <source>Padding (% of computed tokens)</source>
        <translation>パディング (計算されるトークンに対する %)</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推奨</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ParetoFrontModel</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Expected time (h)</source>
        <translation>期待時間 (h)</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>期待コスト (USD)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PasteErrorDialog</name>
    <message>
        <source>Load an error message</source>
        <translation>エラーメッセージを読み込む</translation>
    </message>
    <message>
        <source>Logs and text (*.txt *.log);;All files (*)</source>
        <translation>ログとテキスト (*.txt *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Paste an Error</source>
        <translation>エラーを貼り付け</translation>
    </message>
    <message>
        <source>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</source>
        <translation>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>ファイルを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>Read the message from a log file (UTF-8 text, at most 4 MiB)</source>
        <translation>ログファイルからメッセージを読み込みます (UTF-8 テキスト、最大 4 MiB)</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>クリア(&amp;E)</translation>
    </message>
    <message>
        <source>The run that failed</source>
        <translation>失敗した実行</translation>
    </message>
    <message>
        <source>%1, %2 tokens, %3 head, %4 (from the plan)</source>
        <translation>%1、%2 トークン、%3 ヘッド、%4 (プランから)</translation>
    </message>
    <message>
        <source>&amp;Hardware:</source>
        <translation>ハードウェア(&amp;H):</translation>
    </message>
    <message>
        <source>The slice or GPU the run failed on (the selected candidate&apos;s by default)</source>
        <translation>実行が失敗したスライスまたは GPU (デフォルトは選択した候補のもの)</translation>
    </message>
    <message>
        <source>&amp;Batch per device:</source>
        <translation>デバイスあたりのバッチ(&amp;B):</translation>
    </message>
    <message>
        <source>Sequences per device in one forward and backward pass</source>
        <translation>1 回の順伝播と逆伝播でのデバイスあたりのシーケンス数</translation>
    </message>
    <message>
        <source>&amp;Accumulation steps:</source>
        <translation>累積ステップ数(&amp;A):</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (1 = none)</source>
        <translation>実行の勾配累積ステップ数 (1 = なし)</translation>
    </message>
    <message>
        <source>&amp;Checkpointing:</source>
        <translation>勾配チェックポイント(&amp;C):</translation>
    </message>
    <message>
        <source>Gradient checkpointing of the run</source>
        <translation>実行の勾配チェックポイント</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R):</translation>
    </message>
    <message>
        <source>Precision of the run</source>
        <translation>実行の精度</translation>
    </message>
    <message>
        <source>Lines not understood (⚠: inside the message)</source>
        <translation>解釈できなかった行 (⚠: メッセージ内)</translation>
    </message>
    <message>
        <source>What the Message Says</source>
        <translation>メッセージの記載内容</translation>
    </message>
    <message>
        <source>Stored Calibrations (%1)</source>
        <translation>保存済みのキャリブレーション (%1)</translation>
    </message>
    <message>
        <source>Corrections learnt from real runs, kept in %1. The plan applies the one for its runtime and model family and says so above the results; remove one to use the built-in model again.</source>
        <translation>実際の実行から得た補正で、%1 に保存されています。プランはそのランタイムとモデルファミリーに対応する補正を適用し、結果の上にその旨を表示します。組み込みモデルに戻すには補正を削除してください。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected calibration: the built-in model applies again</source>
        <translation>選択したキャリブレーションを削除します: 組み込みモデルが再び適用されます</translation>
    </message>
    <message>
        <source>Estimate against observation</source>
        <translation>推定と観測の比較</translation>
    </message>
    <message>
        <source>Smallest changes that fit, ranked</source>
        <translation>収まる最小の変更 (順位付き)</translation>
    </message>
    <message>
        <source>Apply &amp;This Fix</source>
        <translation>この対策を適用(&amp;T)</translation>
    </message>
    <message>
        <source>Ca&amp;librate</source>
        <translation>キャリブレーション(&amp;L)</translation>
    </message>
    <message>
        <source>Store the correction with its evidence in %1: the plan then uses it for this runtime and model family, and says so</source>
        <translation>補正を根拠とともに %1 に保存します: 以後プランはこのランタイムとモデルファミリーにこれを使用し、その旨を表示します</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>ファイルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>貼り付けたテキスト</translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation>%1 · %2%3</translation>
    </message>
    <message numerus="yes">
        <source> · the message appears %n times</source>
        <translation>
            <numerusform> · このメッセージは %n 回現れます</numerusform>
        </translation>
    </message>
    <message>
        <source>No out-of-memory message recognised: paste the error with the lines around &quot;Ran out of memory&quot;, &quot;Resource exhausted&quot; or &quot;CUDA out of memory&quot;.</source>
        <translation>メモリ不足のメッセージが認識されませんでした: &quot;Ran out of memory&quot;、&quot;Resource exhausted&quot; または &quot;CUDA out of memory&quot; を含む前後の行ごとエラーを貼り付けてください。</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2: %3</translation>
    </message>
    <message>
        <source>Inside the message and not understood: a mangled field, most likely</source>
        <translation>メッセージ内にあり解釈できなかったもの: フィールドが崩れている可能性が高いです</translation>
    </message>
    <message>
        <source>Context around the message</source>
        <translation>メッセージの前後のコンテキスト</translation>
    </message>
    <message>
        <source>Paste a message, or load one from a file.</source>
        <translation>メッセージを貼り付けるか、ファイルから読み込んでください。</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>観測値</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>推定値</translation>
    </message>
    <message>
        <source>parameters %1, gradients %2, optimizer states %3, activations %4, runtime %5</source>
        <translation>パラメータ %1、勾配 %2、オプティマイザの状態 %3、アクティベーション %4、ランタイム %5</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>%1%2 GiB (%3%4%)</source>
        <translation>%1%2 GiB (%3%4%)</translation>
    </message>
    <message>
        <source>observed − estimated</source>
        <translation>観測値 − 推定値</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>補正</translation>
    </message>
    <message>
        <source>× %1 at least</source>
        <translation>× %1 以上</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>activation factor %1 → %2. %3</source>
        <translation>アクティベーション係数 %1 → %2。%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>&lt;p&gt;The estimate for the run, against what the message says it needed, appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;実行の推定値と、メッセージに記載された必要量との比較がここに表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The calibration file cannot be used: %1</source>
        <translation>キャリブレーションファイルを使用できません: %1</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>対策を適用: %1</translation>
    </message>
    <message>
        <source>Applied &quot;%1&quot; to the plan&apos;s inputs (Edit ▸ Undo takes it back).</source>
        <translation>「%1」をプランの入力に適用しました ([編集] ▸ [元に戻す] で取り消せます)。</translation>
    </message>
    <message>
        <source>&lt;p&gt;No change within the search fits this model on this hardware.&lt;/p&gt;</source>
        <translation>&lt;p&gt;探索範囲内に、このハードウェアでこのモデルが収まる変更はありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;How&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;方法&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plan&apos;s inputs already allow this, or it is not an input of the plan</source>
        <translation>プランの入力ですでに許可されているか、プランの入力ではありません</translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation>勾配チェックポイント: %1</translation>
    </message>
    <message>
        <source>precision: %1</source>
        <translation>精度: %1</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>オプティマイザ: %1</translation>
    </message>
    <message>
        <source>accumulation up to %1 steps</source>
        <translation>最大 %1 ステップまで累積</translation>
    </message>
    <message>
        <source>hardware: %1</source>
        <translation>ハードウェア: %1</translation>
    </message>
    <message>
        <source>regions: also %1</source>
        <translation>リージョン: %1 も追加</translation>
    </message>
    <message>
        <source>Sets the plan&apos;s %1 (one undo step)</source>
        <translation>プランの %1 を設定します (1 回の元に戻す操作で取り消し可能)</translation>
    </message>
    <message>
        <source>A stored calibration applies to the plan: %1, activations × %2 (%3). This diagnosis compares the built-in model with the message, so calibrating again replaces it rather than compounding it.</source>
        <translation>保存済みのキャリブレーションがプランに適用されています: %1、アクティベーション × %2 (%3)。この診断は組み込みモデルとメッセージを比較するため、再度キャリブレーションすると補正は重ねられず置き換えられます。</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>日付なし</translation>
    </message>
    <message>
        <source>No calibration to store: %1</source>
        <translation>保存するキャリブレーションがありません: %1</translation>
    </message>
    <message>
        <source>The calibration was not stored: %1</source>
        <translation>キャリブレーションは保存されませんでした: %1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 (activations × %2) in %3; the plan now uses it.</source>
        <translation>%1 の補正 (アクティベーション × %2) を %3 に保存しました。プランはこれを使用します。</translation>
    </message>
    <message>
        <source>The calibration was not removed: %1</source>
        <translation>キャリブレーションは削除されませんでした: %1</translation>
    </message>
    <message>
        <source>Removed the calibration %1; the built-in model applies again.</source>
        <translation>キャリブレーション %1 を削除しました。組み込みモデルが再び適用されます。</translation>
    </message>
    <message>
        <source>Estimate and Fixes</source>
        <translation>推定と対策</translation>
    </message>
    <message>
        <source>&amp;Paste the out-of-memory error of a run that failed (XLA on TPU from TensorFlow, JAX or PyTorch/XLA; PyTorch or TensorFlow on CUDA), or the compiler&apos;s memory figure (JAX memory_analysis(), MaxText train_compile.py):</source>
        <translation>失敗した実行のメモリ不足エラー (TPU 上の XLA: TensorFlow、JAX、PyTorch/XLA。CUDA 上の PyTorch または TensorFlow)、またはコンパイラのメモリの数値 (JAX の memory_analysis()、MaxText の train_compile.py) を貼り付けてください(&amp;P):</translation>
    </message>
    <message>
        <source>The compiler&apos;s memory figure for one device (%1): compared with the estimate below.</source>
        <translation>1 デバイスに対するコンパイラのメモリの数値 (%1): 下の推定と比較します。</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>コンパイラ</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Ran out of</source>
        <translation>不足したメモリ</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;What to change first, for the memory that ran out (%1)&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;不足したメモリ (%1) に対して最初に変更すべきこと&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What ran out is not the device memory the plan estimates: no configuration change is searched. The advice above says what to change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;不足したのはプランが推定するデバイスメモリではないため、構成の変更は探索しません。変更すべき点は上のアドバイスを参照してください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>sharding: %1</source>
        <translation>シャーディング: %1</translation>
    </message>
    <message>
        <source>offload: %1</source>
        <translation>オフロード: %1</translation>
    </message>
    <message>
        <source>GPUs per job: %1</source>
        <translation>ジョブあたりの GPU: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanDocument</name>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (リビジョン %2)</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>無題のプラン</translation>
    </message>
    <message>
        <source>Change data preparation</source>
        <translation>データ準備を変更</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibrary</name>
    <message>
        <source>The plan library is in use</source>
        <translation>プランライブラリは使用中です</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Continue Without the Library</source>
        <translation>ライブラリなしで続行</translation>
    </message>
    <message>
        <source>The plan library is damaged</source>
        <translation>プランライブラリが破損しています</translation>
    </message>
    <message>
        <source>%1

Keep the damaged file aside and start a new library?</source>
        <translation>%1

破損したファイルを退避して、新しいライブラリを始めますか?</translation>
    </message>
    <message>
        <source>A new plan library was started</source>
        <translation>新しいプランライブラリを始めました</translation>
    </message>
    <message>
        <source>The damaged library was kept as “%1”. A new, empty library was started at “%2”.</source>
        <translation>破損したライブラリは「%1」として保存しました。新しい空のライブラリを「%2」に作成しました。</translation>
    </message>
    <message>
        <source>The plan library can be browsed and its plans opened; save plans as YAML files meanwhile.</source>
        <translation>プランライブラリの閲覧とプランを開くことはできます。その間、プランは YAML ファイルとして保存してください。</translation>
    </message>
    <message>
        <source>TPU Planner works without the library; plans can be opened and saved as YAML files.</source>
        <translation>TPU Planner はライブラリなしで動作します。プランは YAML ファイルとして開いたり保存したりできます。</translation>
    </message>
    <message>
        <source>The plan library is not available</source>
        <translation>プランライブラリを使用できません</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>無題のプラン</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>プランライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>The plan cannot be saved in the library</source>
        <translation>プランをライブラリに保存できません</translation>
    </message>
    <message>
        <source>%1

Save the plan as a YAML file instead?</source>
        <translation>%1

代わりにプランを YAML ファイルとして保存しますか?</translation>
    </message>
    <message>
        <source>The plan was not saved</source>
        <translation>プランは保存されませんでした</translation>
    </message>
    <message>
        <source>Save the plan in the library</source>
        <translation>プランをライブラリに保存</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>プランの名前:</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibraryDialog</name>
    <message>
        <source>Plan Library</source>
        <translation>プランライブラリ</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Open the plan library again</source>
        <translation>プランライブラリをもう一度開く</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>検索(&amp;S):</translation>
    </message>
    <message>
        <source>Name, model or hardware</source>
        <translation>名前、モデル、ハードウェア</translation>
    </message>
    <message>
        <source>Every word must occur in the plan&apos;s name, model, hardware or tags; case and width are ignored</source>
        <translation>すべての語がプランの名前、モデル、ハードウェア、タグのいずれかに含まれている必要があります。大文字と小文字、全角と半角は区別しません</translation>
    </message>
    <message>
        <source>Selected plan</source>
        <translation>選択したプラン</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>注記(&amp;N):</translation>
    </message>
    <message>
        <source>What this plan is for, what was decided…</source>
        <translation>このプランの目的、決定したこと…</translation>
    </message>
    <message>
        <source>Save &amp;Notes</source>
        <translation>注記を保存(&amp;N)</translation>
    </message>
    <message>
        <source>Saves the notes as a new revision of the plan (the inputs stay as saved)</source>
        <translation>注記をプランの新しいリビジョンとして保存します (入力は保存したときのままです)</translation>
    </message>
    <message>
        <source>&amp;History:</source>
        <translation>履歴(&amp;H):</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>リビジョン</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存日時</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>Open &amp;Revision</source>
        <translation>リビジョンを開く(&amp;R)</translation>
    </message>
    <message>
        <source>Opens the selected revision in the main window; saving it makes a new revision</source>
        <translation>選択したリビジョンをメインウィンドウで開きます。保存すると新しいリビジョンになります</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Undo Delete</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Opens the plan in the main window</source>
        <translation>プランをメインウィンドウで開きます</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>名前を変更(&amp;N)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Removes the plan from the list; Undo brings it back</source>
        <translation>プランを一覧から削除します。元に戻すで復元できます</translation>
    </message>
    <message>
        <source>&amp;Compare with Current…</source>
        <translation>現在のプランと比較(&amp;C)…</translation>
    </message>
    <message>
        <source>Compares the plan in the main window with the selected plan, side by side</source>
        <translation>メインウィンドウのプランと選択したプランを並べて比較します</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>プランライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>The plan library is not available. %1</source>
        <translation>プランライブラリを使用できません。%1</translation>
    </message>
    <message>
        <source>The plan library is read-only: plans can be opened, not changed.</source>
        <translation>プランライブラリは読み取り専用です: プランを開くことはできますが、変更はできません。</translation>
    </message>
    <message>
        <source>No saved plans yet: File ▸ Save As saves the plan in the library.</source>
        <translation>保存したプランはまだありません: [ファイル] ▸ [名前を付けて保存] でプランをライブラリに保存できます。</translation>
    </message>
    <message>
        <source>No plan matches the search.</source>
        <translation>検索に一致するプランはありません。</translation>
    </message>
    <message>
        <source>%1 · %2 · created %3</source>
        <translation>%1 · %2 · 作成 %3</translation>
    </message>
    <message>
        <source>%1 (latest)</source>
        <translation>%1 (最新)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Saved by TPU Planner %1 with catalog %2</source>
        <translation>TPU Planner %1 でカタログ %2 を使用して保存</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>「%1」を削除しました。</translation>
    </message>
    <message numerus="yes">
        <source>Deleted “%1” and %n other plan(s).</source>
        <translation>
            <numerusform>「%1」とほか %n 個のプランを削除しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename the plan</source>
        <translation>プランの名前を変更</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>「%1」の新しい名前:</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanListModel</name>
    <message>
        <source>any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>リビジョン</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>更新日時</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionPanel</name>
    <message>
        <source>Preemption</source>
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source> / h</source>
        <translation> / h</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>プリエンプション率</translation>
    </message>
    <message>
        <source>Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and restarts, and a shorter checkpoint interval (Young/Daly).</source>
        <translation>プリエンプティブル、スポット、Colab マシンでの 1 時間あたりのプリエンプション回数の期待値: 増えると失われる作業と再起動が増え、チェックポイントの間隔が短くなります (Young/Daly)。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>チェックポイントの書き込み</translation>
    </message>
    <message>
        <source>Minutes to save a training checkpoint to storage: sets the checkpoint interval and its overhead.</source>
        <translation>トレーニングのチェックポイントをストレージに保存するのにかかる分数: チェックポイントの間隔とそのオーバーヘッドを決めます。</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>再起動時間</translation>
    </message>
    <message>
        <source>Minutes from a preemption to training again: a new VM/TPU, start-up and XLA compilation.</source>
        <translation>プリエンプションからトレーニング再開までの分数: 新しい VM/TPU、起動、XLA のコンパイル。</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Preemptible limit</source>
        <translation>プリエンプティブルの制限</translation>
    </message>
    <message>
        <source>Preemptible machines stop after this long (24 h on Google Cloud): each stop is a restart.</source>
        <translation>プリエンプティブルマシンはこの時間が経つと停止します (Google Cloud では 24 h): 停止のたびに再起動になります。</translation>
    </message>
    <message>
        <source>Change preemption rate</source>
        <translation>プリエンプション率を変更</translation>
    </message>
    <message>
        <source>Change checkpoint write time</source>
        <translation>チェックポイントの書き込み時間を変更</translation>
    </message>
    <message>
        <source>Change restart time</source>
        <translation>再起動時間を変更</translation>
    </message>
    <message>
        <source>Change preemptible limit</source>
        <translation>プリエンプティブルの制限を変更</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadChart</name>
    <message>
        <source>Time and cost under preemption</source>
        <translation>プリエンプション下の時間とコスト</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>コスト (USD)</translation>
    </message>
    <message>
        <source>Uninterrupted (h)</source>
        <translation>中断なし (h)</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Time and cost: never preempted (%1)</source>
        <translation>時間とコスト: プリエンプションなし (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Under preemption, %n simulated run(s): %1</source>
        <translation>
            <numerusform>プリエンプションあり、シミュレーション %n 回: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Time and cost under preemption (%1)</source>
        <translation>プリエンプション下の時間とコスト (%1)</translation>
    </message>
    <message>
        <source>Calibration band: %1, %2</source>
        <translation>キャリブレーション幅: %1、%2</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>キャリブレーション幅</translation>
    </message>
    <message>
        <source>Cost: not listed</source>
        <translation>コスト: 公開価格なし</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadModel</name>
    <message>
        <source>Hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>コスト (USD)</translation>
    </message>
    <message>
        <source>Uninterrupted</source>
        <translation>中断なし</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期待値</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Hours, band low</source>
        <translation>時間 (幅の下限)</translation>
    </message>
    <message>
        <source>Hours, band high</source>
        <translation>時間 (幅の上限)</translation>
    </message>
    <message>
        <source>Cost, band low</source>
        <translation>コスト (幅の下限)</translation>
    </message>
    <message>
        <source>Cost, band high</source>
        <translation>コスト (幅の上限)</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>公開価格なし</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Share of device memory kept free in new plans (0.10 = 10 %)</source>
        <translation>新しいプランで空けておくデバイスメモリの割合 (0.10 = 10%)</translation>
    </message>
    <message>
        <source>How many ranked candidates the table and the cost-time chart list</source>
        <translation>表とコストと時間のグラフに表示する、順位付けされた候補の数</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Safety margin of new plans</source>
        <translation>新しいプランの安全マージン</translation>
    </message>
    <message>
        <source>Candidates shown</source>
        <translation>表示する候補数</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language of the window, the reports and the messages; numbers, money and dates follow it too. Changes at once.</source>
        <translation>ウィンドウ、レポート、メッセージの言語です。数値、金額、日付の書式も従います。すぐに切り替わります。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceDiffModel</name>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>廃止</translation>
    </message>
    <message>
        <source>%1$%2</source>
        <translation>%1$%2</translation>
    </message>
    <message>
        <source>per chip</source>
        <translation>チップあたり</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>GPU あたり</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>スライスあたり</translation>
    </message>
    <message>
        <source>older: imported price of %1, current one of %2</source>
        <translation>古い: インポートした価格は %1 時点、現在の価格は %2 時点</translation>
    </message>
    <message>
        <source>restated: now cites the import</source>
        <translation>再記載: インポートを出典とするように更新</translation>
    </message>
    <message>
        <source>imported %1, no longer in the file</source>
        <translation>%1 にインポート、ファイルにはもうありません</translation>
    </message>
    <message>
        <source>%1 · %2 · %3
source %4, as of %5</source>
        <translation>%1 · %2 · %3
出典 %4、%5 時点</translation>
    </message>
    <message>
        <source>now: %1, source %2, as of %3</source>
        <translation>現在: %1、出典 %2、%3 時点</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>料金モデル</translation>
    </message>
    <message>
        <source>Now (USD/h)</source>
        <translation>現在 (USD/h)</translation>
    </message>
    <message>
        <source>Imported (USD/h)</source>
        <translation>インポート (USD/h)</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Difference (%)</source>
        <translation>差 (%)</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比較単位</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportDialog</name>
    <message>
        <source>Import Prices</source>
        <translation>価格をインポート</translation>
    </message>
    <message>
        <source>&lt;b&gt;Price file:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;価格ファイル:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自動検出</translation>
    </message>
    <message>
        <source>SkyPilot&apos;s GCP catalog (vms.csv) or gpuhunt&apos;s tpu_pricing.json; detected from the content by default</source>
        <translation>SkyPilot の GCP カタログ (vms.csv) または gpuhunt の tpu_pricing.json。デフォルトでは内容から検出します</translation>
    </message>
    <message>
        <source>Prices &amp;as of:</source>
        <translation>価格の日付(&amp;A):</translation>
    </message>
    <message>
        <source>the file&apos;s date</source>
        <translation>ファイルの日付</translation>
    </message>
    <message>
        <source>Date the prices by the file&apos;s modification date; clear it to give the date yourself</source>
        <translation>価格の日付としてファイルの更新日を使用します。日付を自分で指定するにはオフにしてください</translation>
    </message>
    <message>
        <source>The date the prices are valid on: it decides which prices are stale</source>
        <translation>価格が有効な日付: どの価格が古いかはこれで決まります</translation>
    </message>
    <message>
        <source>SkyPilot &amp;spot column:</source>
        <translation>SkyPilot のスポット列(&amp;S):</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>スポット</translation>
    </message>
    <message>
        <source>preemptible (2021–2022 files)</source>
        <translation>プリエンプティブル (2021–2022 年のファイル)</translation>
    </message>
    <message>
        <source>Show &amp;unchanged prices</source>
        <translation>変更のない価格を表示(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Apply: Write My Catalog</source>
        <translation>適用: カタログに書き込む(&amp;A)</translation>
    </message>
    <message>
        <source>Write the imported prices into your catalog file and use them; the built-in catalog is never written</source>
        <translation>インポートした価格をカタログファイルに書き込んで使用します。組み込みカタログに書き込むことはありません</translation>
    </message>
    <message>
        <source>Nothing was imported and nothing will be written: %1</source>
        <translation>何もインポートされず、何も書き込まれません: %1</translation>
    </message>
    <message>
        <source>Your catalog %1 is left as it is.</source>
        <translation>カタログ %1 はそのままです。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>変更</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n row(s) read, %2 price(s) mapped.</source>
        <translation>
            <numerusform>%1、%n 行を読み込み、%2 件の価格を対応付けました。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 changed · %2 new · %3 gone&lt;/b&gt; · %4 unchanged</source>
        <translation>&lt;b&gt;変更 %1 · 新規 %2 · 廃止 %3&lt;/b&gt; · 変更なし %4</translation>
    </message>
    <message>
        <source>Prices dated %1, the file&apos;s modification date.</source>
        <translation>価格の日付は %1 (ファイルの更新日) です。</translation>
    </message>
    <message>
        <source>Prices dated %1.</source>
        <translation>価格の日付は %1 です。</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>変更 (%1)</translation>
    </message>
    <message>
        <source>Nothing to write: your catalog %1 is up to date.</source>
        <translation>書き込むものはありません: カタログ %1 は最新です。</translation>
    </message>
    <message>
        <source>Apply rewrites the imported prices in your catalog %1; your own entries and comments stay as they are. Cancel writes nothing.</source>
        <translation>[適用] はカタログ %1 内のインポートした価格を書き換えます。自分で追加した項目やコメントはそのまま残ります。[キャンセル] では何も書き込みません。</translation>
    </message>
    <message>
        <source>Apply creates your catalog %1 with these prices. Cancel writes nothing.</source>
        <translation>[適用] でこれらの価格を含むカタログ %1 を作成します。[キャンセル] では何も書き込みません。</translation>
    </message>
    <message>
        <source>There is nothing to write.</source>
        <translation>書き込むものはありません。</translation>
    </message>
    <message>
        <source>Your catalog was not written: %1</source>
        <translation>カタログは書き込まれませんでした: %1</translation>
    </message>
    <message>
        <source>Not Imported, Warnings</source>
        <translation>インポートしなかったもの、警告</translation>
    </message>
    <message>
        <source>%1 row(s) not imported (%2 not mapped, %3 rejected), %4 warning(s): see &quot;Not Imported, Warnings&quot;.</source>
        <translation>%1 行をインポートしませんでした (対応付けなし %2、拒否 %3)、警告 %4 件: 「インポートしなかったもの、警告」を参照してください。</translation>
    </message>
    <message>
        <source>Not Imported, Warnings (%1)</source>
        <translation>インポートしなかったもの、警告 (%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportIssueModel</name>
    <message>
        <source>not mapped</source>
        <translation>対応付けなし</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>imported, with a warning</source>
        <translation>インポート済み (警告あり)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessModel</name>
    <message>
        <source>✓ yes</source>
        <translation>✓ はい</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ いいえ</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 不明</translation>
    </message>
    <message>
        <source>%1

Tick it when it holds for your run, clear it when it does not; half-ticked: not known.
Source: %2</source>
        <translation>%1

実行に当てはまる場合はチェックを付け、当てはまらない場合は外してください。中間状態は不明を表します。
出典: %2</translation>
    </message>
    <message>
        <source>%1

Source: %2</source>
        <translation>%1

出典: %2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Why, with the plan&apos;s numbers</source>
        <translation>理由 (プランの数値による)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessPanel</name>
    <message>
        <source>%1 ready · %2 not yet · %3 not known</source>
        <translation>準備完了 %1 · 未完了 %2 · 不明 %3</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ResultComparisonModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Plan A has no chosen candidate</source>
        <translation>プラン A には選択された候補がありません</translation>
    </message>
    <message>
        <source>Plan B has no chosen candidate</source>
        <translation>プラン B には選択された候補がありません</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>プラン A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>プラン B</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>(A − B) / B</source>
        <translation>(A − B) / B</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ResultsView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 candidates evaluated · %3 fit · %4 on the Pareto front · %5 listed · planned in %6 ms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 候補 %2 件を評価 · %3 件が収まる · %4 件がパレートフロント上 · %5 件を表示 · %6 ms で計画</translation>
    </message>
    <message>
        <source>A calibration you stored from a real run (Tools ▸ Paste an Error…) changes the memory figures; remove it there to use the built-in model.</source>
        <translation>実際の実行から保存したキャリブレーション ([ツール] ▸ [エラーを貼り付け…]) によりメモリの数値が変わっています。組み込みモデルを使うには、そこでキャリブレーションを削除してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some inputs are invalid; the results below are for the last valid inputs.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;一部の入力が無効です。以下は最後の有効な入力に対する結果です。&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1, batch %2 per device</source>
        <translation>%1、デバイスあたりバッチ %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>%1 の理由</translation>
    </message>
    <message>
        <source>&lt;p&gt;No candidate to show.&lt;/p&gt;</source>
        <translation>&lt;p&gt;表示する候補がありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;About the plan&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;このプランについて&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Calibrated:&lt;/b&gt; %1 &lt;i&gt;In the app: Tools ▸ Paste an Error… ▸ Stored Calibrations.&lt;/i&gt;</source>
        <translation>&lt;b&gt;キャリブレーション済み:&lt;/b&gt; %1 &lt;i&gt;アプリ内: [ツール] ▸ [エラーを貼り付け…] ▸ [保存済みのキャリブレーション]。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>フルトレーニング</translation>
    </message>
    <message>
        <source>%1 rank %2 on %3</source>
        <translation>%3 に %1 ランク %2</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4 ビットのベース)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Attention: %1 · Fine-tuning: %2</source>
        <translation>アテンション: %1 · ファインチューニング: %2</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>プリエンプション</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sharding: %1 on %2</source>
        <translation>シャーディング: %2 上の %1</translation>
    </message>
    <message>
        <source>%1 on the other devices</source>
        <translation>他のデバイス上に %1</translation>
    </message>
    <message>
        <source>%1 on the host</source>
        <translation>ホスト上に %1</translation>
    </message>
    <message>
        <source>%1 of sharding buffers</source>
        <translation>シャーディングバッファ %1</translation>
    </message>
    <message>
        <source> · per device: %1</source>
        <translation> · デバイスあたり: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The selected candidate&apos;s step split into the roofline&apos;s compute terms and the communication compute does not hide, on each job size of its hardware, with the calibration band</source>
        <translation>選択した候補のステップを、ルーフラインの計算項と計算で隠れない通信に分けて、キャリブレーション幅とともに、そのハードウェアの各ジョブサイズごとに表示</translation>
    </message>
    <message>
        <source>Loss: %1, %2 chunks</source>
        <translation>損失: %1、%2 チャンク</translation>
    </message>
    <message>
        <source>Loss: %1, whole</source>
        <translation>損失: %1、分割なし</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>オプティマイザ: %1</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <source>The results of the latest inputs are being planned; the views show those of the inputs before</source>
        <translation>最新の入力の結果を計画中です。表示は変更前の入力の結果です</translation>
    </message>
    <message>
        <source>%1 of expert states</source>
        <translation>エキスパートの状態 %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::SeqLenMemoryModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 トークン</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>No checkpointing</source>
        <translation>勾配チェックポイントなし</translation>
    </message>
    <message>
        <source>Checkpointing: %1</source>
        <translation>勾配チェックポイント: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n more</source>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM %1 (%2)</source>
        <translation>HBM %1 (%2)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeCandidateModel</name>
    <message>
        <source>Does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source>Misses the targets</source>
        <translation>目標未達</translation>
    </message>
    <message>
        <source>Meets · Pareto</source>
        <translation>目標達成 · パレート</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>目標達成</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>一覧になし</translation>
    </message>
    <message>
        <source>#%1 %2 · %3 · %4</source>
        <translation>#%1 %2 · %3 · %4</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>レプリカ</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>バッチ</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>出力 tok/s</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 出力</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Fits / meets</source>
        <translation>収まる / 目標達成</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeCostChart</name>
    <message>
        <source>Cost per million output tokens against TPOT</source>
        <translation>TPOT に対する出力 100 万トークンあたりのコスト</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>パレートフロント</translation>
    </message>
    <message>
        <source>No fit / misses targets</source>
        <translation>収まらない / 目標未達</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>目標達成</translation>
    </message>
    <message>
        <source>TPOT (ms, median)</source>
        <translation>TPOT (ms、中央値)</translation>
    </message>
    <message>
        <source>$ per million output tokens</source>
        <translation>出力 100 万トークンあたりの $</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeDocument</name>
    <message>
        <source>Untitled serving plan</source>
        <translation>無題のサービングプラン</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeInputsPanel</name>
    <message>
        <source>Whole catalog</source>
        <translation>カタログ全体</translation>
    </message>
    <message>
        <source>Concurrent users (closed loop)</source>
        <translation>同時ユーザー (クローズドループ)</translation>
    </message>
    <message>
        <source>Request rate (open loop)</source>
        <translation>リクエストレート (オープンループ)</translation>
    </message>
    <message>
        <source>Offline (throughput)</source>
        <translation>オフライン (スループット)</translation>
    </message>
    <message>
        <source>Search bf16, fp8 and int8</source>
        <translation>bf16、fp8、int8 を検索</translation>
    </message>
    <message>
        <source>bf16 (default)</source>
        <translation>bf16 (デフォルト)</translation>
    </message>
    <message>
        <source>Each device&apos;s default (vLLM)</source>
        <translation>各デバイスのデフォルト (vLLM)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>ハードウェア</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>テンソル並列</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>プロンプトのトークン数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>出力トークン数</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>トラフィック</translation>
    </message>
    <message>
        <source>Users / rate</source>
        <translation>ユーザー / レート</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大コンテキスト</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV キャッシュ</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>メモリの割合</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT の目標</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT の目標</translation>
    </message>
    <message>
        <source>Chosen by the search</source>
        <translation>検索で選択</translation>
    </message>
    <message>
        <source>Prompt + output</source>
        <translation>プロンプト + 出力</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>エンジンのデフォルト</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Median time per output token after the first (vLLM&apos;s TPOT)</source>
        <translation>最初のトークン以降の出力トークンあたりの時間の中央値 (vLLM の TPOT)</translation>
    </message>
    <message>
        <source>Median time to the first token, queueing included</source>
        <translation>最初のトークンまでの時間の中央値 (キュー待ちを含む)</translation>
    </message>
    <message>
        <source>Devices one replica spans; the job&apos;s devices for a TPU slice</source>
        <translation>1 つのレプリカがまたがるデバイス数。TPU スライスではジョブのデバイス数</translation>
    </message>
    <message>
        <source>--gpu-memory-utilization: the share of device memory the engine may use</source>
        <translation>--gpu-memory-utilization: エンジンが使用できるデバイスメモリの割合</translation>
    </message>
    <message>
        <source>--max-context (vLLM&apos;s --max-model-len): the longest sequence the engine admits</source>
        <translation>--max-context (vLLM の --max-model-len): エンジンが受け付ける最長のシーケンス</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル: %1</translation>
    </message>
    <message>
        <source>A %1 GiB device</source>
        <translation>%1 GiB のデバイス</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> リクエスト/s</translation>
    </message>
    <message>
        <source> users</source>
        <translation> ユーザー</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeMemoryChart</name>
    <message>
        <source>Memory per device</source>
        <translation>デバイスあたりのメモリ</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>エンジンの予約</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV キャッシュプール</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>デバイスあたりの GiB</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeSweepChart</name>
    <message>
        <source>One replica against concurrency</source>
        <translation>同時実行数に対する 1 レプリカの性能</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>出力 tok/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Planned load</source>
        <translation>計画した負荷</translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation>レプリカあたりの処理中リクエスト数</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>出力トークン/s</translation>
    </message>
    <message>
        <source>Latency (s, median)</source>
        <translation>レイテンシ (s、中央値)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeView</name>
    <message>
        <source>Open Serving Plan…</source>
        <translation>サービングプランを開く…</translation>
    </message>
    <message>
        <source>Save Serving Plan…</source>
        <translation>サービングプランを保存…</translation>
    </message>
    <message>
        <source>Opens a serving plan YAML file (kind: serve)</source>
        <translation>サービングプランの YAML ファイル (kind: serve) を開きます</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>サービングプランを、アプリと tpuplan serve が読み込める YAML ファイルに書き出します</translation>
    </message>
    <message>
        <source>Not planned: fix the inputs on the left.</source>
        <translation>計画されていません: 左側の入力を修正してください。</translation>
    </message>
    <message>
        <source>%1 configurations tried (one per pricing model); %2 fit and %3 meet the targets; planned in %4 ms.</source>
        <translation>%1 個の構成を試行 (料金モデルごとに 1 つ)。%2 個が収まり、%3 個が目標を満たします。%4 ms で計画。</translation>
    </message>
    <message>
        <source>%1 · %2 weights · %3 KV · %4 · %5</source>
        <translation>%1 · 重み %2 · KV %3 · %4 · %5</translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per million input tokens, %3 per hour (%4, %5)</source>
        <translation>出力 100 万トークンあたり %1、入力 100 万トークンあたり %2、1 時間あたり %3 (%4、%5)</translation>
    </message>
    <message>
        <source>Launch command:</source>
        <translation>起動コマンド:</translation>
    </message>
    <message>
        <source>The serving plan could not be opened</source>
        <translation>サービングプランを開けませんでした</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 を開けませんでした</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>The serving plan could not be saved</source>
        <translation>サービングプランを保存できませんでした</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>%1 を保存できませんでした</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Open a serving plan</source>
        <translation>サービングプランを開く</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml);;All files (*)</source>
        <translation>サービングプランを保存</translation>
    </message>
    <message>
        <source>Save the serving plan</source>
        <translation>サービングプラン (*.yaml *.yml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml)</source>
        <translation>サービングプラン (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>レポートをエクスポート…</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>サービングプランと選択した構成のレポートを、起動コマンド付きで PDF、HTML、Markdown、CSV または JSON として書き出します</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>レポートをエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>%1 をエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Export a report of the serving plan</source>
        <translation>サービングプランのレポートをエクスポート</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardPanel</name>
    <message numerus="yes">
        <source>%1: %n host(s)</source>
        <translation>
            <numerusform>%1: %n ホスト</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan&apos;s dataset size</source>
        <translation>プランのデータセットのサイズ</translation>
    </message>
    <message>
        <source>the tokens of the lengths file</source>
        <translation>長さファイルのトークン数</translation>
    </message>
    <message>
        <source>the tokens the plan trains on</source>
        <translation>プランでトレーニングするトークン数</translation>
    </message>
    <message>
        <source>as typed</source>
        <translation>入力どおり</translation>
    </message>
    <message>
        <source>assumed: enter your dataset&apos;s size</source>
        <translation>仮定: データセットのサイズを入力してください</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b71c1c&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b71c1c&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n shard(s)&lt;/b&gt; of up to %1 (%2 … %3), %4 per host</source>
        <translation>
            <numerusform>&lt;b&gt;シャード %n 個&lt;/b&gt;、各最大 %1 (%2 … %3)、ホストあたり %4</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;One shard&lt;/b&gt; of %1 (%2)</source>
        <translation>&lt;b&gt;シャード 1 個&lt;/b&gt;: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 records of %2 tokens, %3 bytes each; %4 in all (%5 GiB)</source>
        <translation>%2 トークンのレコード %1 個、各 %3 バイト。合計 %4 (%5 GiB)</translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (Cloud Storage %3) = &lt;b&gt;%4 per month&lt;/b&gt;</source>
        <translation>ストレージ: %1 GiB × GiB 月あたり %2 (Cloud Storage %3) = &lt;b&gt;月 %4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Storage: the catalog has no price for Cloud Storage</source>
        <translation>ストレージ: カタログに Cloud Storage の価格がありません</translation>
    </message>
    <message>
        <source>Assumptions:
%1</source>
        <translation>前提条件:
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardingPanel</name>
    <message>
        <source>Change sharding strategy</source>
        <translation>シャーディング戦略を変更</translation>
    </message>
    <message>
        <source>Change FSDP devices</source>
        <translation>FSDP デバイスを変更</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>テンソル並列を変更</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>スライスを変更</translation>
    </message>
    <message>
        <source>Change GPUs per job</source>
        <translation>ジョブあたりの GPU を変更</translation>
    </message>
    <message>
        <source>Change host offload</source>
        <translation>ホストオフロードを変更</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>シャーディング</translation>
    </message>
    <message>
        <source>Planner chooses</source>
        <translation>プランナーが選択</translation>
    </message>
    <message>
        <source>Replicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>one</source>
        <translation>1 つ</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>エキスパート並列を変更</translation>
    </message>
    <message>
        <source>%1 This model has no experts: it runs with 1.</source>
        <translation>%1 このモデルにはエキスパートがないため、1 で実行します。</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>コンテキスト並列を変更</translation>
    </message>
    <message>
        <source>Change pipeline stages</source>
        <translation>パイプラインのステージ数を変更</translation>
    </message>
    <message>
        <source>Change pipeline microbatches</source>
        <translation>パイプラインのマイクロバッチ数を変更</translation>
    </message>
    <message>
        <source>Change virtual stages</source>
        <translation>仮想ステージ数を変更</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitChart</name>
    <message>
        <source>Seconds per step</source>
        <translation>ステップあたりの秒数</translation>
    </message>
    <message>
        <source>Job (▸ the selected one; in parentheses: does not fit)</source>
        <translation>ジョブ (▸ 選択中。括弧内: 収まらない)</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>キャリブレーション幅</translation>
    </message>
    <message>
        <source>Step time by GPU count: %1 (whiskers: calibration band)</source>
        <translation>GPU 数別のステップ時間: %1 (ひげ: キャリブレーション幅)</translation>
    </message>
    <message>
        <source>Step time by job size (whiskers: calibration band)</source>
        <translation>ジョブサイズ別のステップ時間 (ひげ: キャリブレーション幅)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitModel</name>
    <message>
        <source>%1 (%2 devices) · %3
batch %4 × %5 per device
compute %6 s · exposed communication %7 s · exposed host transfer %8 s
step %9 s</source>
        <translation>%1 (%2 デバイス) · %3
デバイスあたりバッチ %4 × %5
計算 %6 s · 隠れない通信 %7 s · 隠れないホスト転送 %8 s
ステップ %9 s</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>メモリに収まりません</translation>
    </message>
    <message>
        <source>The selected candidate</source>
        <translation>選択した候補</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>▸%1</source>
        <translation>▸%1</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>隠れない通信</translation>
    </message>
    <message>
        <source>Exposed host transfer</source>
        <translation>隠れないホスト転送</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス数</translation>
    </message>
    <message>
        <source>calibration band %1 · MFU %2</source>
        <translation>キャリブレーション幅 %1 · MFU %2</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>行列積</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>メモリ律速の処理</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>オプティマイザの更新</translation>
    </message>
    <message>
        <source>Band low</source>
        <translation>幅の下限</translation>
    </message>
    <message>
        <source>Band high</source>
        <translation>幅の上限</translation>
    </message>
    <message>
        <source>compute: matmuls %1 s · attention %2 s · memory-bound work %3 s · optimizer update %4 s · step overhead %5 s</source>
        <translation>計算: 行列積 %1 s · アテンション %2 s · メモリ律速の処理 %3 s · オプティマイザの更新 %4 s · ステップのオーバーヘッド %5 s</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>ステップのオーバーヘッド</translation>
    </message>
    <message>
        <source>of the exposed communication, the context axis&apos;s K/V exchange %1 s</source>
        <translation>隠れない通信のうち、コンテキスト軸の K/V 交換 %1 s</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>パイプラインのバブル</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>コンテキストの K/V 交換</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::TrainingPanel</name>
    <message>
        <source>Training</source>
        <translation>トレーニング</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> トークン</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>Tokens per sequence. Activations grow with it (quadratically with full attention); FLOPs per token too. Must not exceed the model&apos;s positions.</source>
        <translation>シーケンスあたりのトークン数。アクティベーションはこれに比例して (フルアテンションでは 2 乗で) 増え、トークンあたりの FLOPs も増えます。モデルの位置数を超えてはいけません。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>グローバルバッチ</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over all devices = batch per device × devices × accumulation. Hardware whose device count does not divide it is skipped.</source>
        <translation>全デバイスでのオプティマイザのステップあたりのシーケンス数 = デバイスあたりのバッチ × デバイス数 × 累積。デバイス数がこれを割り切れないハードウェアはスキップされます。</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>エポック</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>実行の長さ</translation>
    </message>
    <message>
        <source>How long the run is: optimizer steps, tokens, or epochs over the dataset. Scales time and cost.</source>
        <translation>実行の長さ: オプティマイザのステップ数、トークン数、またはデータセットのエポック数。時間とコストに比例します。</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>データセットのトークン数</translation>
    </message>
    <message>
        <source>Tokens in the dataset, for a run measured in epochs.</source>
        <translation>データセットのトークン数 (エポックで指定する実行用)。</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Dataset in storage</source>
        <translation>ストレージ上のデータセット</translation>
    </message>
    <message>
        <source>Size of the TFRecord shards in Cloud Storage: adds storage cost over the run.</source>
        <translation>Cloud Storage 上の TFRecord シャードのサイズ: 実行期間中のストレージコストが加わります。</translation>
    </message>
    <message>
        <source>Change precisions</source>
        <translation>精度を変更</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Precisions the search may use. bf16 halves activations and speeds up matmuls; fp16 runs only on GPUs.</source>
        <translation>探索で使用できる精度。bf16 はアクティベーションを半分にし、行列積を高速化します。fp16 は GPU でのみ動作します。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>オプティマイザ</translation>
    </message>
    <message>
        <source>Optimizer states per parameter: AdamW/Adam/LAMB keep two, momentum one, SGD none, Adafactor a factored second moment.</source>
        <translation>パラメータあたりのオプティマイザの状態: AdamW/Adam/LAMB は 2 つ、momentum は 1 つ、SGD はなし、Adafactor は分解された 2 次モーメントを保持します。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全層</translation>
    </message>
    <message>
        <source>every k-th</source>
        <translation>k 層ごと</translation>
    </message>
    <message>
        <source>Change checkpointing</source>
        <translation>勾配チェックポイントを変更</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>勾配チェックポイント</translation>
    </message>
    <message>
        <source>Gradient-checkpointing policies the search may use: less activation memory for extra recompute time.</source>
        <translation>探索で使用できる勾配チェックポイントのポリシー: 再計算の時間が増える代わりにアクティベーションのメモリが減ります。</translation>
    </message>
    <message>
        <source>Max accumulation</source>
        <translation>最大累積</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none): lets a smaller batch per device reach the global batch.</source>
        <translation>トレーニングコードが対応する勾配累積ステップの最大数 (1 = なし): デバイスあたりのバッチを小さくしてもグローバルバッチに到達できます。</translation>
    </message>
    <message>
        <source>Train with dropout</source>
        <translation>ドロップアウトありでトレーニング</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>ドロップアウト</translation>
    </message>
    <message>
        <source>Dropout stores a mask per activation for the backward pass.</source>
        <translation>ドロップアウトは逆伝播のためにアクティベーションごとにマスクを保存します。</translation>
    </message>
    <message>
        <source>MLM over all positions</source>
        <translation>全位置に対する MLM</translation>
    </message>
    <message>
        <source>MLM over gathered positions</source>
        <translation>収集した位置に対する MLM</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>分類</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <source>The training head: its logits over the vocabulary can dominate activation memory.</source>
        <translation>トレーニングヘッド: 語彙に対するロジットがアクティベーションメモリの大半を占めることがあります。</translation>
    </message>
    <message>
        <source>Predictions / seq.</source>
        <translation>予測数/シーケンス</translation>
    </message>
    <message>
        <source>Masked positions gathered per sequence (max_predictions_per_seq): the MLM logits scale with it.</source>
        <translation>シーケンスあたりに収集するマスク位置の数 (max_predictions_per_seq): MLM のロジットはこれに比例します。</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>次文予測</translation>
    </message>
    <message>
        <source>NSP</source>
        <translation>NSP</translation>
    </message>
    <message>
        <source>Adds the small NSP classifier on the pooled output.</source>
        <translation>プール出力に小さな NSP 分類器を追加します。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル数</translation>
    </message>
    <message>
        <source>Classes of the classification head.</source>
        <translation>分類ヘッドのクラス数。</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>シーケンス長を変更</translation>
    </message>
    <message>
        <source>Change global batch</source>
        <translation>グローバルバッチを変更</translation>
    </message>
    <message>
        <source>Change run length</source>
        <translation>実行の長さを変更</translation>
    </message>
    <message>
        <source>Change dataset tokens</source>
        <translation>データセットのトークン数を変更</translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation>データセットのサイズを変更</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>オプティマイザを変更</translation>
    </message>
    <message>
        <source>Change max accumulation</source>
        <translation>最大累積を変更</translation>
    </message>
    <message>
        <source>Change dropout</source>
        <translation>ドロップアウトを変更</translation>
    </message>
    <message>
        <source>Change head</source>
        <translation>ヘッドを変更</translation>
    </message>
    <message>
        <source>Change predictions per sequence</source>
        <translation>シーケンスあたりの予測数を変更</translation>
    </message>
    <message>
        <source>Change NSP</source>
        <translation>NSP を変更</translation>
    </message>
    <message>
        <source>Change labels</source>
        <translation>ラベル数を変更</translation>
    </message>
    <message>
        <source>Change loss chunks</source>
        <translation>損失のチャンク数を変更</translation>
    </message>
    <message>
        <source>Change attention kernel</source>
        <translation>アテンションカーネルを変更</translation>
    </message>
    <message>
        <source>Change fine-tuning</source>
        <translation>ファインチューニングを変更</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>LoRA ランクを変更</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>LoRA の対象を変更</translation>
    </message>
    <message>
        <source>bf16 (pure)</source>
        <translation>bf16 (純粋)</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states all in bf16, no fp32 master copy (torchtune&apos;s dtype: bf16)</source>
        <translation>重み、勾配、オプティマイザの状態をすべて bf16 で保持し、fp32 のマスターコピーなし (torchtune の dtype: bf16)</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2; the rest is recomputed</source>
        <translation>MaxText の remat_policy %1: 層の入力と %2 を保持し、残りは再計算します</translation>
    </message>
    <message>
        <source>the outputs of every weight matmul</source>
        <translation>すべての重みの行列積の出力</translation>
    </message>
    <message>
        <source>the q, k and v projections</source>
        <translation>q、k、v の射影</translation>
    </message>
    <message>
        <source>the attention matmuls&apos; outputs (q, k, v and the output projection)</source>
        <translation>アテンションの行列積の出力 (q、k、v と出力射影)</translation>
    </message>
    <message>
        <source>Causal LM (next token)</source>
        <translation>因果言語モデル (次のトークン)</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>損失のチャンク数</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>Eager</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>アテンションカーネル</translation>
    </message>
    <message>
        <source>Eager attention stores the seq² probabilities per head; a flash kernel (FlashAttention-2 on GPUs, splash attention on TPUs) stores none. Auto: flash for decoders on TPUs and on GPUs with bf16, eager otherwise.</source>
        <translation>Eager アテンションはヘッドごとに seq² 個の確率を保存します。flash カーネル (GPU では FlashAttention-2、TPU では splash attention) は保存しません。自動: TPU 上、および bf16 を使う GPU 上のデコーダでは flash、それ以外は eager。</translation>
    </message>
    <message>
        <source>Full training</source>
        <translation>フルトレーニング</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4 ビットのベース)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>ファインチューニング</translation>
    </message>
    <message>
        <source>Full training updates every weight; LoRA trains small adapters on a frozen base (gradients and optimizer states only for the adapters); QLoRA keeps the base in 4-bit NF4 (GPUs only).</source>
        <translation>フルトレーニングはすべての重みを更新します。LoRA は凍結したベースの上で小さなアダプタをトレーニングします (勾配とオプティマイザの状態はアダプタの分のみ)。QLoRA はベースを 4 ビット NF4 で保持します (GPU のみ)。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA ランク</translation>
    </message>
    <message>
        <source>Rank r of the adapters: their weights, gradients and optimizer states grow with it.</source>
        <translation>アダプタのランク r: アダプタの重み、勾配、オプティマイザの状態はこれに比例して増えます。</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q と v</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>すべての線形層</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA の対象</translation>
    </message>
    <message>
        <source>The projections that get adapters: q and v (the LoRA paper) or every linear layer (QLoRA).</source>
        <translation>アダプタを付ける射影: q と v (LoRA の論文) またはすべての線形層 (QLoRA)。</translation>
    </message>
    <message>
        <source>Change loss</source>
        <translation>損失を変更</translation>
    </message>
    <message>
        <source>Change paged optimizer</source>
        <translation>ページドオプティマイザを変更</translation>
    </message>
    <message>
        <source>Change optimizer step in the backward pass</source>
        <translation>逆伝播中のオプティマイザのステップを変更</translation>
    </message>
    <message>
        <source>Change 8-bit AdamW</source>
        <translation>8 ビット AdamW を変更</translation>
    </message>
    <message>
        <source>Change custom placement</source>
        <translation>カスタム配置を変更</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2 on the device; the rest is recomputed</source>
        <translation>MaxText の remat_policy %1: 層の入力と %2 をデバイス上に保持し、残りは再計算します</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: offloads %2 to host memory (the layer input stays on the device); the rest is recomputed</source>
        <translation>MaxText の remat_policy %1: %2 をホストメモリにオフロードし (層の入力はデバイス上に残ります)、残りは再計算します</translation>
    </message>
    <message>
        <source>the q, k, v, output and MLP output projections (not the MLP&apos;s input projections)</source>
        <translation>q、k、v、出力の射影と MLP の出力射影 (MLP の入力射影は除く)</translation>
    </message>
    <message>
        <source>the q, k, v and output projections and the attention output (context)</source>
        <translation>q、k、v、出力の射影とアテンションの出力 (context)</translation>
    </message>
    <message>
        <source>selective (torchtitan ops)</source>
        <translation>選択的 (torchtitan の演算単位)</translation>
    </message>
    <message>
        <source>torchtitan&apos;s op-level selective checkpointing: keeps the outputs of every other matmul and of attention; the rest is recomputed</source>
        <translation>torchtitan の演算単位の選択的な勾配チェックポイント: 1 つおきの行列積の出力とアテンションの出力を保持し、残りは再計算します</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>MaxText remat_policy custom: each named activation recomputed, kept on the device or offloaded, as the custom placement below says</source>
        <translation>MaxText の remat_policy custom: 名前付きの各アクティベーションを、下のカスタム配置の指定どおりに再計算、デバイス上に保持、またはオフロードします</translation>
    </message>
    <message>
        <source>Custom placement</source>
        <translation>カスタム配置</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom does with each named activation of a decoder layer (MaxText&apos;s names): recompute it in the backward pass, keep it on the device, or offload it to host memory. The layer input cannot be recomputed. Default: MaxText&apos;s v6e Llama 3.1 recipes (the layer input and the q, k, v and output projections offloaded).</source>
        <translation>勾配チェックポイントのポリシー custom がデコーダ層の名前付きの各アクティベーション (MaxText の名前) をどう扱うか: 逆伝播で再計算する、デバイス上に保持する、またはホストメモリにオフロードする。層の入力は再計算できません。デフォルト: MaxText の v6e Llama 3.1 レシピ (層の入力と q、k、v、出力の射影をオフロード)。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>Fused</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>How the cross-entropy holds the logits: eager keeps fp32 logits, their log-softmax and their gradient (Hugging Face); fused keeps two logits-sized tensors in the compute dtype (XLA, torchtitan, Liger-Kernel). Auto: fused under XLA, eager under PyTorch and TensorFlow.</source>
        <translation>交差エントロピーがロジットをどう保持するか: eager は fp32 のロジット、その log-softmax、その勾配を保持します (Hugging Face)。fused は計算 dtype でロジットと同じサイズのテンソルを 2 つ保持します (XLA、torchtitan、Liger-Kernel)。自動: XLA では fused、PyTorch と TensorFlow では eager。</translation>
    </message>
    <message>
        <source>Paged optimizer states (bitsandbytes)</source>
        <translation>ページドオプティマイザの状態 (bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>ページドオプティマイザ</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short (CUDA GPUs only).</source>
        <translation>bitsandbytes のページドオプティマイザ: 状態は CUDA ユニファイドメモリに置かれ、PyTorch のアロケータの統計には含まれず、GPU のメモリが不足するとホスト RAM に移されます (CUDA GPU のみ)。</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>逆伝播中のオプティマイザのステップ</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>逆伝播中のオプティマイザ</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation; PyTorch only).</source>
        <translation>torchtune の optimizer_in_bwd: 各勾配は計算されるとすぐに適用され、解放されます (勾配累積なし。PyTorch のみ)。</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW</source>
        <translation>探索で 8 ビット AdamW の使用を許可</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 ビット AdamW</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>AdamW の状態が収まらない GPU では、探索で 8 ビット AdamW (bitsandbytes、torchao) を使えるようにします。</translation>
    </message>
    <message>
        <source>%1 runs on CUDA GPUs under PyTorch only: include GPUs in the hardware</source>
        <translation>%1 は PyTorch 上の CUDA GPU でのみ動作します: ハードウェアに GPU を含めてください</translation>
    </message>
    <message>
        <source>%1 runs under PyTorch only, and the GPU runtime is %2</source>
        <translation>%1 は PyTorch でのみ動作しますが、GPU ランタイムは %2 です</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input は再計算できません: 再計算の起点です (デバイス上に保持するか、オフロードしてください)</translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes)</source>
        <translation>ページドオプティマイザ (bitsandbytes)</translation>
    </message>
    <message>
        <source>The optimizer step in the backward pass</source>
        <translation>逆伝播中のオプティマイザのステップ</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>選択的 (アテンション)</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the causal-LM logits of one chunk of N are live at a time (1 = the whole logits tensor, as the Hugging Face Trainer; auto = the planner tries 1 and 8).</source>
        <translation>チャンク化または融合した交差エントロピー: 同時に保持される causal-LM のロジットは N 個のチャンクのうち 1 つ分だけです (1 = Hugging Face Trainer と同様にロジットのテンソル全体、自動 = プランナーが 1 と 8 を試す)。</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>再計算</translation>
    </message>
    <message>
        <source>keep on device</source>
        <translation>デバイス上</translation>
    </message>
    <message>
        <source>offload to host</source>
        <translation>ホストへオフロード</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in fp8 (Transformer Engine, torchtitan float8, MaxText fp8_full): TPU7x and fp8 GPUs (H100, H200, B200, L4, L40S). Attention and the LM head stay in bf16; hardware without fp8 is skipped.</source>
        <translation>線形層の行列積を fp8 で実行する bf16 混合精度 (Transformer Engine、torchtitan float8、MaxText fp8_full): TPU7x と fp8 対応 GPU (H100、H200、B200、L4、L40S)。アテンションと LM ヘッドは bf16 のままです。fp8 に対応していないハードウェアはスキップされます。</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in int8 (AQT/Qwix, MaxText quantization=int8): v5e, v5p and v6e TPUs; other hardware is skipped.</source>
        <translation>線形層の行列積を int8 で実行する bf16 混合精度 (AQT/Qwix、MaxText quantization=int8): v5e、v5p、v6e の TPU。その他のハードウェアはスキップされます。</translation>
    </message>
</context>
</TS>
