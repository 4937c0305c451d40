<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name></name>
    <message>
        <source>missing required field</source>
        <translation>필수 필드가 없습니다</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>숫자가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>%1에서 %2 사이여야 합니다(입력값: %3)</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>정수가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>true 또는 false가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>%1 중 하나가 필요합니다(입력값: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>객체가 필요합니다</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>목록이 필요합니다</translation>
    </message>
    <message>
        <source>lists %1 layers, the model has %2</source>
        <translation>레이어 %1개가 나열되어 있지만 모델의 레이어는 %2개입니다</translation>
    </message>
    <message>
        <source>the planner needs every p-th layer global and the others local; this list has another pattern</source>
        <translation>플래너는 p번째 레이어마다 전역 어텐션이고 나머지는 로컬 어텐션인 구성만 지원합니다. 이 목록은 다른 패턴입니다</translation>
    </message>
    <message>
        <source>expected sliding_attention or full_attention, got &quot;%1&quot;</source>
        <translation>sliding_attention 또는 full_attention이 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>only a list of the first layers (0, 1, 2, ...) is supported: the planner keeps leading dense layers, not dense layers in between</source>
        <translation>앞쪽 레이어의 목록(0, 1, 2, ...)만 지원합니다: 플래너는 앞쪽에 있는 밀집형 레이어만 다루며, 중간에 끼어 있는 밀집형 레이어는 지원하지 않습니다</translation>
    </message>
    <message>
        <source>lists more layers than the model has</source>
        <translation>모델의 레이어 수보다 많은 레이어가 나열되어 있습니다</translation>
    </message>
    <message>
        <source>the query/key head has no dimensions</source>
        <translation>쿼리/키 헤드의 차원이 0입니다</translation>
    </message>
    <message>
        <source>only 1 is supported (every layer after first_k_dense_replace is MoE, as in the released DeepSeek configs)</source>
        <translation>1만 지원합니다(공개된 DeepSeek 구성처럼 first_k_dense_replace 이후의 모든 레이어가 MoE)</translation>
    </message>
    <message>
        <source>the planner needs every n-th layer MoE (interleave_moe_layer_step); this list has another pattern</source>
        <translation>플래너는 n번째 레이어마다 MoE인 구성(interleave_moe_layer_step)만 지원합니다. 이 목록은 다른 패턴입니다</translation>
    </message>
    <message>
        <source>missing required field (the text model of a multimodal config)</source>
        <translation>필수 필드가 없습니다(멀티모달 구성의 텍스트 모델)</translation>
    </message>
    <message>
        <source> (text_config: the text model; the vision tower is left out)</source>
        <translation> (text_config: 텍스트 모델, 비전 타워는 제외)</translation>
    </message>
    <message>
        <source>leaves no MoE layer</source>
        <translation>MoE 레이어가 하나도 남지 않습니다</translation>
    </message>
    <message>
        <source>expected full, original_full or block_sparse, got &quot;%1&quot;</source>
        <translation>full, original_full 또는 block_sparse가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unsupported model type &quot;%1&quot; (supported: %2)</source>
        <translation>지원되지 않는 모델 유형 &quot;%1&quot; (지원: %2)</translation>
    </message>
    <message>
        <source>hidden_size %1 is not divisible by %2 heads</source>
        <translation>hidden_size %1: 헤드 %2개로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>%1 key/value heads do not divide %2 query heads</source>
        <translation>쿼리 헤드 %2개가 키/값 헤드 %1개로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot; (presets: %2)</source>
        <translation>알 수 없는 모델 프리셋 &quot;%1&quot; (프리셋: %2)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>해당 파일이 없습니다</translation>
    </message>
    <message>
        <source>a model configuration</source>
        <translation>모델 구성</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>단일 값이 필요합니다</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>올바른 JSON이 아닙니다: %1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON 객체가 필요합니다</translation>
    </message>
    <message>
        <source>must be between 1 and 1024, got %1</source>
        <translation>1에서 1024 사이여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>must be between 1 and 65536, got %1</source>
        <translation>1에서 65536 사이여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>must divide hidden_size %1, got %2</source>
        <translation>hidden_size %1의 약수여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>must be between 1 and 4096, got %1</source>
        <translation>1에서 4096 사이여야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>the window and the number of windowed layers must be within the model</source>
        <translation>윈도 크기와 윈도를 적용하는 레이어 수는 모델 범위 안에 있어야 합니다</translation>
    </message>
    <message>
        <source>sizes must be positive</source>
        <translation>크기는 양수여야 합니다</translation>
    </message>
    <message>
        <source>a decoder attends causally to every earlier token: block_sparse is BigBird&apos;s</source>
        <translation>디코더는 앞선 모든 토큰에 인과적으로 어텐션을 적용합니다: block_sparse는 BigBird용입니다</translation>
    </message>
    <message>
        <source>block-sparse attention needs a positive block size and at least one random block</source>
        <translation>블록 희소 어텐션에는 양수 블록 크기와 랜덤 블록이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>must be 0 (a dense model) or more, got %1</source>
        <translation>0(밀집형 모델) 이상이어야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>experts per token must be between 1 and the number of experts (%1), got %2</source>
        <translation>토큰당 전문가 수는 1에서 전문가 수(%1) 사이여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>a model with experts needs a positive expert width, got %1</source>
        <translation>전문가가 있는 모델에는 양수인 전문가 너비가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>must be 0 (no shared expert) or more, got %1</source>
        <translation>0(공유 전문가 없음) 이상이어야 합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>must be between 0 and the %1 layers, got %2</source>
        <translation>0에서 레이어 수 %1 사이여야 합니다(입력값: %2)</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 could not be read; it was kept as %2 and the defaults are used.</source>
        <translation>설정 파일을 읽을 수 없습니다: %1. 이 파일은 %2 이름으로 보관하고 기본값을 사용합니다.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>설정 파일을 읽을 수 없습니다: %1. 기본값을 사용합니다.</translation>
    </message>
    <message>
        <source>The saved safety margin &quot;%1&quot; is not a share between 0 and 0.9; 0.1 is used.</source>
        <translation>저장된 안전 여유분 &quot;%1&quot;이(가) 0과 0.9 사이의 비율이 아닙니다. 0.1을 사용합니다.</translation>
    </message>
    <message>
        <source>The saved number of candidates shown &quot;%1&quot; is not a number from 1 to %2; %3 is used.</source>
        <translation>저장된 표시 후보 수 &quot;%1&quot;이(가) 1에서 %2 사이의 숫자가 아닙니다. %3개를 사용합니다.</translation>
    </message>
    <message>
        <source>the last inputs in %1</source>
        <translation>%1의 마지막 입력</translation>
    </message>
    <message>
        <source>The last inputs could not be restored (%1); the default plan is used.</source>
        <translation>마지막 입력을 복원할 수 없습니다(%1). 기본 계획을 사용합니다.</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>missing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>문자열이어야 합니다(현재: %1)</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>숫자여야 합니다(현재: %1)</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: a correction that large points to a configuration that does not match the run</source>
        <translation>%1: %2~%3 범위를 벗어납니다. 이렇게 큰 보정은 실제 실행과 맞지 않는 구성을 가리킵니다</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>알 수 없는 날짜</translation>
    </message>
    <message>
        <source>Activations × %1 (%2 factor %3 → %4): corrected by user calibration from %5 (%6, %7). The built-in model is unchanged; remove the calibration with tpuplan diagnose --remove-calibration %8.</source>
        <translation>활성화 × %1 (%2 계수 %3 → %4): %5(%6, %7)에서 얻은 사용자 보정으로 수정되었습니다. 내장 모델은 변경되지 않았습니다. 보정 제거: tpuplan diagnose --remove-calibration %8</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>실제 실행</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>하드웨어 기록 없음</translation>
    </message>
    <message>
        <source>The built-in factor was %1 when the calibration was made; it is %2 now.</source>
        <translation>보정 당시 내장 계수: %1, 현재: %2.</translation>
    </message>
    <message>
        <source>It came from an out-of-memory snapshot, which only bounds the need from below.</source>
        <translation>메모리 부족 스냅숏에서 얻은 값이므로 필요량의 하한만 알 수 있습니다.</translation>
    </message>
    <message>
        <source>a calibration file is a JSON object</source>
        <translation>보정 파일은 JSON 객체여야 합니다</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>&quot;%2&quot;이어야 합니다(현재: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version %2)</source>
        <translation>지원되지 않는 버전 %1입니다(이 프로그램이 읽는 버전: %2)</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>목록이어야 합니다</translation>
    </message>
    <message>
        <source>each correction is an object</source>
        <translation>각 보정 항목은 객체여야 합니다</translation>
    </message>
    <message>
        <source>unknown runtime &quot;%1&quot; (xla, pytorch or tensorflow)</source>
        <translation>알 수 없는 런타임 &quot;%1&quot; (xla, pytorch 또는 tensorflow)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>비어 있으면 안 됩니다</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true 또는 false여야 합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>날짜(YYYY-MM-DD)가 아닙니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>폴더를 만들 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>a calibration file</source>
        <translation>보정 파일</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>built-in catalog file is missing</source>
        <translation>내장 카탈로그 파일이 없습니다</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot; (add it under sources:)</source>
        <translation>알 수 없는 출처 &quot;%1&quot; (sources: 아래에 추가하세요)</translation>
    </message>
    <message>
        <source>the name is already used by a TPU slice</source>
        <translation>이미 TPU 슬라이스에서 사용 중인 이름입니다</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>알 수 없는 세대 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a %1 slice must be named %2N</source>
        <translation>%1 슬라이스의 이름은 %2N 형식이어야 합니다</translation>
    </message>
    <message>
        <source>%1 counts TensorCores in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1: 이름의 숫자는 TensorCore 수입니다(칩당 %2개). %3은(는) %2의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>%1 counts %2 in its name, so %3 has %4 chips, not %5</source>
        <translation>%1: 이름의 숫자는 %2 수이므로 %3의 칩은 %5개가 아니라 %4개입니다</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>칩</translation>
    </message>
    <message>
        <source>TensorCores</source>
        <translation>TensorCore</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; for this unit</source>
        <translation>이 단위에 대해 알 수 없는 하드웨어 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown host VM &quot;%1&quot;</source>
        <translation>알 수 없는 호스트 VM &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>카탈로그 파일</translation>
    </message>
    <message>
        <source>%1 counts devices in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1: 이름의 숫자는 디바이스 수입니다(칩당 %2개). %3은(는) %2의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>디바이스</translation>
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
        <translation>코어</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>칩</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>List TPU generations, slices, GPUs and prices with their sources.</source>
        <translation>TPU 세대, 슬라이스, GPU, 가격을 출처와 함께 나열합니다.</translation>
    </message>
    <message>
        <source>Only prices in this region.</source>
        <translation>이 리전의 가격만 표시합니다.</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot; (known: %2)</source>
        <translation>알 수 없는 세대 &quot;%1&quot; (알려진 세대: %2)</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot; (regions: %2)</source>
        <translation>리전 &quot;%1&quot;에 가격이 없습니다(리전: %2)</translation>
    </message>
    <message>
        <source>Catalog %1 (prices older than %2 months are marked STALE)</source>
        <translation>카탈로그 %1 (%2개월보다 오래된 가격은 STALE로 표시)</translation>
    </message>
    <message>
        <source>%1: %2 GiB HBM per device, %3 device(s) per chip, %4 bf16 TFLOPS per chip [%5, %6]</source>
        <translation>%1: 디바이스당 HBM %2 GiB, 칩당 디바이스 %3개, 칩당 bf16 %4 TFLOPS [%5, %6]</translation>
    </message>
    <message>
        <source>%1 chips, %2 cores, %3 devices</source>
        <translation>칩 %1개, 코어 %2개, 디바이스 %3개</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU(비교용)</translation>
    </message>
    <message>
        <source>%1, %2 GB [%3]</source>
        <translation>%1, %2 GB [%3]</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n개월 전</numerusform>
        </translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>STALE</translation>
    </message>
    <message>
        <source>Only this TPU generation (v2, v3, v4, v5e, v5p, v6e, tpu7x).</source>
        <translation>이 TPU 세대만 표시합니다(v2, v3, v4, v5e, v5p, v6e, tpu7x).</translation>
    </message>
    <message>
        <source>usable per device: %1 GiB (%2, %3)</source>
        <translation>디바이스당 사용 가능: %1 GiB (%2, %3)</translation>
    </message>
    <message>
        <source>not supported: %1</source>
        <translation>지원되지 않음: %1</translation>
    </message>
    <message>
        <source>topology %1</source>
        <translation>토폴로지 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>호스트 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation>카탈로그 파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the catalog file changed since the import was previewed; preview the import again</source>
        <translation>미리 보기 이후 카탈로그 파일이 변경되었습니다. 가져오기를 다시 미리 보세요</translation>
    </message>
    <message>
        <source>this is the built-in catalog; import into your own catalog file (see --user-catalog)</source>
        <translation>내장 카탈로그입니다. 사용자 카탈로그 파일로 가져오세요(--user-catalog 참조)</translation>
    </message>
</context>
<context>
    <name>CatalogImportCommand</name>
    <message>
        <source>per chip</source>
        <translation>칩당</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>슬라이스당</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3  %4 (%5%)</source>
        <translation>%1 -&gt; %2 %3  %4 (%5%)</translation>
    </message>
    <message>
        <source>  OLDER: imported price is of %1, the current one of %2</source>
        <translation>  더 오래됨: 가져온 가격은 %1 기준, 현재 가격은 %2 기준</translation>
    </message>
    <message>
        <source>%1 %2 (imported %3)</source>
        <translation>%1 %2 (%3에 가져옴)</translation>
    </message>
    <message>
        <source>Import prices from a public price catalog (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog file, and show what changes.</source>
        <translation>공개 가격 카탈로그(SkyPilot의 GCP vms.csv, gpuhunt의 tpu_pricing.json)에서 사용자 카탈로그 파일로 가격을 가져오고 변경 사항을 보여 줍니다.</translation>
    </message>
    <message>
        <source>The price file to import.</source>
        <translation>가져올 가격 파일.</translation>
    </message>
    <message>
        <source>The file&apos;s format, skypilot or gpuhunt (default: detected from the content), and/or the output format, text or json; give it twice to set both.</source>
        <translation>파일 형식(skypilot 또는 gpuhunt, 기본값: 내용에서 감지) 및/또는 출력 형식(text 또는 json). 둘 다 설정하려면 두 번 지정하세요.</translation>
    </message>
    <message>
        <source>The date of the prices, YYYY-MM-DD (default: the file&apos;s modification date).</source>
        <translation>가격 기준일, YYYY-MM-DD (기본값: 파일 수정 날짜).</translation>
    </message>
    <message>
        <source>Show what would change; write nothing.</source>
        <translation>변경될 내용만 보여 주고 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The catalog file to update (default: %1).</source>
        <translation>업데이트할 카탈로그 파일(기본값: %1).</translation>
    </message>
    <message>
        <source>The pricing model of SkyPilot&apos;s SpotPrice column: spot (default) or preemptible.</source>
        <translation>SkyPilot SpotPrice 열의 요금제: spot(기본값) 또는 preemptible.</translation>
    </message>
    <message>
        <source>give the price file to import (tpuplan catalog import FILE)</source>
        <translation>가져올 가격 파일을 지정하세요(tpuplan catalog import FILE)</translation>
    </message>
    <message>
        <source>--format gives the file&apos;s format twice</source>
        <translation>--format에 파일 형식이 두 번 지정되었습니다</translation>
    </message>
    <message>
        <source>--format gives the output format twice</source>
        <translation>--format에 출력 형식이 두 번 지정되었습니다</translation>
    </message>
    <message>
        <source>--format must be skypilot, gpuhunt, auto, text or json, got &quot;%1&quot;</source>
        <translation>--format은 skypilot, gpuhunt, auto, text 또는 json이어야 합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--as-of must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>--as-of는 YYYY-MM-DD 형식의 날짜여야 합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--user-catalog must name a file</source>
        <translation>--user-catalog에는 파일을 지정해야 합니다</translation>
    </message>
    <message>
        <source>Importing %1 (%2)</source>
        <translation>가져오는 중: %1 (%2)</translation>
    </message>
    <message>
        <source>rows read: %1, prices mapped: %2, not imported: %3, warnings: %4</source>
        <translation>읽은 행: %1, 매핑된 가격: %2, 가져오지 않음: %3, 경고: %4</translation>
    </message>
    <message>
        <source>prices as of %1 (the file&apos;s modification date; give --as-of for the date of its content)</source>
        <translation>%1 기준 가격(파일 수정 날짜. 내용의 날짜는 --as-of로 지정)</translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation>%1 기준 가격</translation>
    </message>
    <message>
        <source>source %1, imported on %2</source>
        <translation>출처 %1, %2에 가져옴</translation>
    </message>
    <message>
        <source>user catalog %1</source>
        <translation>사용자 카탈로그 %1</translation>
    </message>
    <message>
        <source>Changed prices (%1):</source>
        <translation>변경된 가격(%1):</translation>
    </message>
    <message>
        <source>New prices (%1):</source>
        <translation>새 가격(%1):</translation>
    </message>
    <message>
        <source>Gone (%1): imported from %2 before, no longer in it; removed from your catalog:</source>
        <translation>사라짐(%1): 이전에 %2에서 가져왔지만 더 이상 없으므로 사용자 카탈로그에서 제거됨:</translation>
    </message>
    <message>
        <source>Unchanged prices: %1 (%2 of them now cite this import)</source>
        <translation>변경되지 않은 가격: %1 (그중 %2개는 이제 이 가져오기를 출처로 표시)</translation>
    </message>
    <message>
        <source>Unchanged prices: %1</source>
        <translation>변경되지 않은 가격: %1</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>변경 사항이 없습니다.</translation>
    </message>
    <message>
        <source>Not mapped to the catalog (%1):</source>
        <translation>카탈로그에 매핑되지 않음(%1):</translation>
    </message>
    <message>
        <source>Rejected (%1):</source>
        <translation>거부됨(%1):</translation>
    </message>
    <message>
        <source>Warnings (%1):</source>
        <translation>경고(%1):</translation>
    </message>
    <message>
        <source>... and %1 more %2 rows (--format json lists them all)</source>
        <translation>... %2 행 %1개 더 있음(--format json은 모두 표시)</translation>
    </message>
    <message>
        <source>dry run: nothing written</source>
        <translation>시험 실행: 아무것도 쓰지 않음</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>기록함: %1</translation>
    </message>
    <message>
        <source>nothing to write: %1 is up to date</source>
        <translation>쓸 내용 없음: %1은(는) 최신 상태입니다</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>expected a list of entries</source>
        <translation>항목 목록이 필요합니다</translation>
    </message>
    <message>
        <source>expected a mapping of source keys</source>
        <translation>소스 키의 매핑이 필요합니다</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>%1 GiB per device × %2 devices exceeds the %3 GiB of the chip</source>
        <translation>디바이스당 %1 GiB × 디바이스 %2개가 칩의 %3 GiB를 초과합니다</translation>
    </message>
    <message>
        <source>the reservation is not smaller than the device&apos;s memory</source>
        <translation>예약분이 디바이스 메모리보다 작지 않습니다</translation>
    </message>
    <message>
        <source>expected slice, chip or gpu, got &quot;%1&quot;</source>
        <translation>slice, chip 또는 gpu가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>a price of 0 is only valid for the colab-free pricing model</source>
        <translation>가격 0은 colab-free 요금제에서만 유효합니다</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar or flex-start)</source>
        <translation>알 수 없는 요금제 &quot;%1&quot; (on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar 또는 flex-start 중 하나여야 함)</translation>
    </message>
    <message>
        <source>expected confirmed, secondary or unconfirmed, got &quot;%1&quot;</source>
        <translation>confirmed, secondary 또는 unconfirmed가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected &quot;cores&quot;, &quot;chips&quot; or &quot;devices&quot;, got &quot;%1&quot;</source>
        <translation>&quot;cores&quot;, &quot;chips&quot; 또는 &quot;devices&quot;가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unknown framework &quot;%1&quot; (expected tensorflow, pytorch or jax)</source>
        <translation>알 수 없는 프레임워크 &quot;%1&quot; (tensorflow, pytorch 또는 jax 중 하나여야 함)</translation>
    </message>
    <message>
        <source>the usable memory exceeds the %1 GiB per device by more than 1 %</source>
        <translation>사용 가능 메모리가 디바이스당 %1 GiB를 1% 넘게 초과합니다</translation>
    </message>
</context>
<context>
    <name>CatalogSources</name>
    <message>
        <source>The catalog file %1 no longer exists; the built-in catalog is used.</source>
        <translation>카탈로그 파일이 더 이상 없습니다: %1. 내장 카탈로그를 사용합니다.</translation>
    </message>
    <message>
        <source>Your catalog file has an error:
%1
It was not used; the built-in catalog is used instead.</source>
        <translation>사용자 카탈로그 파일에 오류가 있습니다:
%1
이 파일은 사용하지 않고 내장 카탈로그를 대신 사용합니다.</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation>따옴표로 묶은 필드가 닫히지 않았습니다(&quot; 누락)</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>닫는 따옴표 뒤에 예상치 못한 텍스트가 있습니다</translation>
    </message>
</context>
<context>
    <name>DiagnoseCommand</name>
    <message>
        <source>%1: activations × %2%3, %4, %5 — %6</source>
        <translation>%1: 활성화 × %2%3, %4, %5 — %6</translation>
    </message>
    <message>
        <source> (at least)</source>
        <translation> (최소)</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>하드웨어 기록 없음</translation>
    </message>
    <message>
        <source>no calibration &quot;%1&quot; in %2 (tpuplan diagnose --list-calibrations shows them)</source>
        <translation>%2에 보정 &quot;%1&quot;이(가) 없습니다(tpuplan diagnose --list-calibrations로 확인)</translation>
    </message>
    <message>
        <source>Removed the calibration %1 from %2; the built-in model applies again.</source>
        <translation>%2에서 보정을 제거했습니다: %1. 내장 모델이 다시 적용됩니다.</translation>
    </message>
    <message>
        <source>No calibrations in %1.</source>
        <translation>%1에 보정이 없습니다.</translation>
    </message>
    <message>
        <source>Calibrations in %1:</source>
        <translation>%1의 보정:</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>읽을 수 없습니다</translation>
    </message>
    <message>
        <source>more than %1 MiB: paste the error and the lines around it, not the whole log</source>
        <translation>%1 MiB를 초과합니다: 전체 로그가 아니라 오류와 그 주변 줄을 붙여 넣으세요</translation>
    </message>
    <message>
        <source>Read an out-of-memory error (or a measured peak), compare it with the estimate, and list the smallest changes that fit.</source>
        <translation>메모리 부족 오류(또는 측정된 최대 사용량)를 읽어 추정치와 비교하고, 메모리에 들어가는 가장 작은 변경 사항을 나열합니다.</translation>
    </message>
    <message>
        <source>Instead of --error-file: the peak memory of one device in a run that worked, GiB, as nvidia-smi shows it (on a TPU include the runtime&apos;s reservation).</source>
        <translation>--error-file 대신: 성공한 실행에서 디바이스 1개의 최대 메모리 사용량(GiB, nvidia-smi 표시 기준. TPU에서는 런타임 예약분 포함).</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (default 1).</source>
        <translation>실행의 그레이디언트 누적 스텝(기본값 1).</translation>
    </message>
    <message>
        <source>Price the fixes at on-demand, preemptible, spot, 1-year, 3-year or colab-free (default on-demand).</source>
        <translation>해결책의 가격을 산정할 요금제: on-demand, preemptible, spot, 1-year, 3-year 또는 colab-free (기본값 on-demand).</translation>
    </message>
    <message>
        <source>Price the fixes in this region (default: the cheapest).</source>
        <translation>해결책의 가격을 산정할 리전(기본값: 가장 저렴한 리전).</translation>
    </message>
    <message>
        <source>Time and cost of each fix for this many steps (default 1000).</source>
        <translation>각 해결책의 시간과 비용을 계산할 스텝 수(기본값 1000).</translation>
    </message>
    <message>
        <source>How many fixes to print (0 = all; default 8).</source>
        <translation>출력할 해결책 수(0 = 전체, 기본값 8).</translation>
    </message>
    <message>
        <source>Evaluate the fixes with the built-in model, not with the correction the observation implies.</source>
        <translation>관측치에서 도출한 보정값이 아니라 내장 모델로 해결책을 평가합니다.</translation>
    </message>
    <message>
        <source>Store the correction for this runtime and model family in the calibration file.</source>
        <translation>이 런타임과 모델 계열에 대한 보정값을 보정 파일에 저장합니다.</translation>
    </message>
    <message>
        <source>The calibration file (default %1).</source>
        <translation>보정 파일(기본값 %1).</translation>
    </message>
    <message>
        <source>List the stored calibrations and exit.</source>
        <translation>저장된 보정을 나열하고 종료합니다.</translation>
    </message>
    <message>
        <source>Remove a stored calibration, e.g. xla/big_bird, and exit.</source>
        <translation>저장된 보정(예: xla/big_bird)을 제거하고 종료합니다.</translation>
    </message>
    <message>
        <source>give exactly one of --error-file and --measured-peak-gib</source>
        <translation>--error-file과 --measured-peak-gib 중 정확히 하나만 지정하세요</translation>
    </message>
    <message>
        <source>diagnose needs --hardware (a catalog slice or GPU), not --device-memory-gib: the fixes are priced and compared on catalog hardware</source>
        <translation>diagnose에는 --device-memory-gib가 아니라 --hardware(카탈로그 슬라이스 또는 GPU)가 필요합니다: 해결책의 가격 산정과 비교는 카탈로그 하드웨어 기준입니다</translation>
    </message>
    <message>
        <source>--hardware is required</source>
        <translation>--hardware는 필수입니다</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>알 수 없는 요금제 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU id)</source>
        <translation>알 수 없는 하드웨어 &quot;%1&quot; (v2-8, v3-32, v5litepod-8 같은 슬라이스 또는 GPU ID)</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>리전 &quot;%1&quot;에 가격이 없습니다</translation>
    </message>
    <message>
        <source>A stored calibration exists for %1 (not applied here, where the built-in model is compared with the observation): %2</source>
        <translation>%1에 대해 저장된 보정이 있습니다(여기서는 내장 모델을 관측치와 비교하므로 적용하지 않음): %2</translation>
    </message>
    <message>
        <source>no calibration stored: %1</source>
        <translation>저장된 보정 없음: %1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 in %2: activations × %3 (%4 factor %5 → %6). It applies only where a calibration file is used (tpuplan estimate --calibration-file %2); remove it with tpuplan diagnose --remove-calibration %1.</source>
        <translation>%1에 대한 보정값을 %2에 저장했습니다: 활성화 × %3 (%4 계수 %5 → %6). 보정 파일을 사용하는 경우에만 적용됩니다(tpuplan estimate --calibration-file %2). 제거: tpuplan diagnose --remove-calibration %1.</translation>
    </message>
    <message>
        <source>%1: no out-of-memory message was recognised</source>
        <translation>%1: 메모리 부족 메시지를 인식하지 못했습니다</translation>
    </message>
    <message>
        <source>To keep this correction for %1 (shown wherever it is applied, removable), run the same command with --calibrate.</source>
        <translation>%1에 대한 이 보정값을 유지하려면(적용되는 곳마다 표시되며 제거 가능) 같은 명령을 --calibrate와 함께 실행하세요.</translation>
    </message>
    <message>
        <source>The pasted error: XLA (TensorFlow, JAX, PyTorch/XLA) or CUDA (PyTorch); - reads stdin. Also the compiler&apos;s figure: JAX compiled.memory_analysis() or MaxText train_compile.py output.</source>
        <translation>붙여 넣은 오류: XLA(TensorFlow, JAX, PyTorch/XLA) 또는 CUDA(PyTorch). -는 stdin에서 읽습니다. 컴파일러의 수치도 받습니다: JAX compiled.memory_analysis() 또는 MaxText train_compile.py 출력.</translation>
    </message>
    <message>
        <source>--%1 takes %2, got &quot;%3&quot;</source>
        <translation>--%1에는 %2 중 하나를 지정해야 합니다(입력값: &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>--devices is for a job of GPUs: a TPU slice has its devices (--slices joins slices)</source>
        <translation>--devices는 GPU 작업용입니다: TPU 슬라이스는 디바이스 수가 정해져 있습니다(슬라이스 결합은 --slices)</translation>
    </message>
    <message>
        <source>--slices is for TPU slices: a job of GPUs grows with --devices</source>
        <translation>--slices는 TPU 슬라이스용입니다: GPU 작업은 --devices로 늘립니다</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message numerus="yes">
        <source>  %n other line(s) (traceback, log) are not part of the message.</source>
        <translation>
            <numerusform>  다른 %n줄(트레이스백, 로그)은 메시지에 포함되지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more.</source>
        <translation>
            <numerusform>  … 외 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>모멘텀 SGD</translation>
    </message>
    <message>
        <source>No gradient checkpointing</source>
        <translation>그레이디언트 체크포인팅 없음</translation>
    </message>
    <message>
        <source>Full gradient checkpointing</source>
        <translation>전체 그레이디언트 체크포인팅</translation>
    </message>
    <message>
        <source>Gradient checkpointing every %1 layers</source>
        <translation>%1개 레이어마다 그레이디언트 체크포인팅</translation>
    </message>
    <message>
        <source>Selective checkpointing (attention recomputed)</source>
        <translation>선택적 체크포인팅(어텐션 재계산)</translation>
    </message>
    <message>
        <source>%1, %2 tokens, batch %3 per %4%5, %6, %7, checkpointing %8, runtime %9</source>
        <translation>%1, %2 토큰, %4당 배치 %3%5, %6, %7, 체크포인팅 %8, 런타임 %9</translation>
    </message>
    <message>
        <source> × %1 accumulation steps</source>
        <translation> × 누적 스텝 %1</translation>
    </message>
    <message>
        <source>There is no observed figure to compare with, so no correction.</source>
        <translation>비교할 관측치가 없으므로 보정하지 않습니다.</translation>
    </message>
    <message>
        <source>This configuration has no activations to correct.</source>
        <translation>이 구성에는 보정할 활성화가 없습니다.</translation>
    </message>
    <message>
        <source>The observation (%1) is not even above what the configuration needs besides activations (%2: model states and runtime overhead). It probably comes from another configuration: check the model, the head, the batch and the sequence length.</source>
        <translation>관측치(%1)가 이 구성에서 활성화 외에 필요한 양(%2: 모델 상태와 런타임 오버헤드)보다도 크지 않습니다. 다른 구성에서 나온 값일 가능성이 높습니다. 모델, 헤드, 배치, 시퀀스 길이를 확인하세요.</translation>
    </message>
    <message>
        <source>The observation only bounds the need from below (at least %1), and the estimate (%2) is already above that bound: the two agree, and the bound cannot correct the estimate.</source>
        <translation>관측치는 필요량의 하한(최소 %1)만 알려 주며, 추정치(%2)는 이미 그 하한보다 큽니다. 두 값이 일치하므로 이 하한으로는 추정치를 보정할 수 없습니다.</translation>
    </message>
    <message>
        <source>To need at least %1, activations must be at least %2 instead of the estimated %3: × %4 or more (the %5 activation factor %6 → at least %7).</source>
        <translation>필요량이 최소 %1에 도달하려면 활성화가 추정치 %3가 아니라 최소 %2여야 합니다: × %4 이상(%5 활성화 계수 %6 → 최소 %7).</translation>
    </message>
    <message>
        <source>To need %1, activations must be %2 instead of the estimated %3: × %4 (the %5 activation factor %6 → %7).</source>
        <translation>필요량이 %1가 되려면 활성화가 추정치 %3가 아니라 %2여야 합니다: × %4(%5 활성화 계수 %6 → %7).</translation>
    </message>
    <message>
        <source>The model states (%1) and the runtime overhead (%2) are exact arithmetic, so the whole difference is put on the activations.</source>
        <translation>모델 상태(%1)와 런타임 오버헤드(%2)는 정확한 산술 값이므로 차이 전체를 활성화에 반영합니다.</translation>
    </message>
    <message>
        <source>A correction this far from 1 (outside %1 to %2) usually means that the configuration given is not the one that ran; it is not offered for calibration and the fixes use the built-in model.</source>
        <translation>1에서 이만큼 먼 보정값(%1~%2 범위 밖)은 보통 입력한 구성이 실제로 실행된 구성과 다르다는 뜻입니다. 보정용으로 제공하지 않으며, 해결책은 내장 모델로 평가합니다.</translation>
    </message>
    <message>
        <source>tpuplan: --checkpointing %1</source>
        <translation>tpuplan: --checkpointing %1</translation>
    </message>
    <message>
        <source>TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird), or tf.recompute_grad around each encoder layer</source>
        <translation>TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird) 또는 각 인코더 레이어에 tf.recompute_grad 적용</translation>
    </message>
    <message>
        <source>JAX/Flax: wrap the encoder layer in nn.remat (jax.checkpoint)</source>
        <translation>JAX/Flax: 인코더 레이어를 nn.remat(jax.checkpoint)으로 감싸기</translation>
    </message>
    <message>
        <source>PyTorch: model.gradient_checkpointing_enable() (Hugging Face; --gradient_checkpointing in the Trainer), or torch.utils.checkpoint around each layer</source>
        <translation>PyTorch: model.gradient_checkpointing_enable() (Hugging Face, Trainer에서는 --gradient_checkpointing) 또는 각 레이어에 torch.utils.checkpoint 적용</translation>
    </message>
    <message>
        <source>Checkpoint the input of every %1th layer and recompute the %1 layers after it in the backward pass</source>
        <translation>%1번째 레이어마다 입력을 체크포인트로 저장하고, 역전파에서 그 뒤의 레이어 %1개를 재계산</translation>
    </message>
    <message>
        <source>JAX: jax.checkpoint with policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable</source>
        <translation>JAX: jax.checkpoint에 policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable 지정</translation>
    </message>
    <message>
        <source>Recompute only the attention core (scores, softmax, dropout) in the backward pass</source>
        <translation>역전파에서 어텐션 핵심부(점수, softmax, dropout)만 재계산</translation>
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
        <translation>Keras 3: 옵티마이저에 gradient_accumulation_steps=%1 지정. TF 2 Keras에서는 사용자 정의 train_step이 필요합니다</translation>
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
        <translation>Flax: 모듈에 dtype=jnp.bfloat16, 파라미터는 float32로 유지</translation>
    </message>
    <message>
        <source>PyTorch/XLA: torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch/XLA: torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --bf16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch: --bf16 (Hugging Face Trainer) 또는 torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --fp16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.float16) with a GradScaler</source>
        <translation>PyTorch: --fp16 (Hugging Face Trainer) 또는 GradScaler와 함께 torch.autocast(&quot;cuda&quot;, dtype=torch.float16)</translation>
    </message>
    <message>
        <source>tpuplan: --optimizer %1</source>
        <translation>tpuplan: --optimizer %1</translation>
    </message>
    <message>
        <source>Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 or later)</source>
        <translation>Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 이상)</translation>
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
        <translation>%1 → SGD: tf.keras.optimizers.SGD, optax.sgd 또는 torch.optim.SGD. 학습률을 다시 조정하세요</translation>
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
        <translation>%1 1개가 장착된 머신</translation>
    </message>
    <message>
        <source>tpuplan: --hardware %1 --batch %2</source>
        <translation>tpuplan: --hardware %1 --batch %2</translation>
    </message>
    <message>
        <source>Only each layer&apos;s input is kept; the backward pass recomputes one layer at a time.</source>
        <translation>각 레이어의 입력만 보관하고, 역전파에서 레이어를 하나씩 재계산합니다.</translation>
    </message>
    <message>
        <source>The input of every %1th layer is kept; the backward pass recomputes %1 layers at a time.</source>
        <translation>%1번째 레이어마다 입력을 보관하고, 역전파에서 레이어를 %1개씩 재계산합니다.</translation>
    </message>
    <message>
        <source>The attention scores and softmax are recomputed instead of stored; the rest of each layer is kept.</source>
        <translation>어텐션 점수와 softmax는 저장하지 않고 재계산하며, 각 레이어의 나머지는 보관합니다.</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation steps</source>
        <translation>%2당 배치 %1 × 누적 스텝 %3</translation>
    </message>
    <message>
        <source>The global batch stays %1 sequences per optimizer step (%2 per %3 × %4 accumulation steps%5); the training code must accumulate gradients%6.</source>
        <translation>전역 배치는 옵티마이저 스텝당 시퀀스 %1개로 유지됩니다(%3당 %2 × 누적 스텝 %4%5). 훈련 코드에서 그레이디언트를 누적해야 합니다%6.</translation>
    </message>
    <message>
        <source> × %1 devices</source>
        <translation> × 디바이스 %1개</translation>
    </message>
    <message>
        <source>, which keeps an fp32 accumulator of %1</source>
        <translation>(fp32 누적 버퍼 %1 사용)</translation>
    </message>
    <message>
        <source>bf16 mixed precision</source>
        <translation>bf16 혼합 정밀도</translation>
    </message>
    <message>
        <source>fp16 mixed precision</source>
        <translation>fp16 혼합 정밀도</translation>
    </message>
    <message>
        <source>Activations are kept in 16 bits; the master weights, gradients and optimizer states stay fp32. Check that the loss still converges.</source>
        <translation>활성화는 16비트로 보관하고, 마스터 가중치, 그레이디언트, 옵티마이저 상태는 fp32로 유지합니다. 손실이 여전히 수렴하는지 확인하세요.</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%2 대신 %1</translation>
    </message>
    <message>
        <source>Optimizer states fall from %1 to %2; another optimizer changes the training dynamics, so re-tune the learning rate.</source>
        <translation>옵티마이저 상태가 %1에서 %2로 줄어듭니다. 옵티마이저를 바꾸면 훈련 동역학이 달라지므로 학습률을 다시 조정하세요.</translation>
    </message>
    <message>
        <source>%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.</source>
        <translation>%1의 메모리는 %3당 %2입니다. 같은 전역 배치 %4에서 %3마다 스텝당 시퀀스 %5개를 훈련합니다.</translation>
    </message>
    <message>
        <source>%1 of %2 per %3, %4 free (%5 usable with the %6 % safety margin).</source>
        <translation>%3당 %2 중 %1 사용, 여유 %4(안전 여유분 %6% 적용 시 %5 사용 가능).</translation>
    </message>
    <message>
        <source>Activations %1 → %2.</source>
        <translation>활성화 %1 → %2.</translation>
    </message>
    <message>
        <source>Each step takes about as long as now</source>
        <translation>각 스텝 시간은 지금과 거의 같습니다</translation>
    </message>
    <message>
        <source>Each step takes %1 % %2 than now</source>
        <translation>각 스텝 시간이 지금보다 %1% %2</translation>
    </message>
    <message>
        <source>longer</source>
        <translation>깁니다</translation>
    </message>
    <message>
        <source>less</source>
        <translation>짧습니다</translation>
    </message>
    <message>
        <source>: %1 and %2 for %3 steps (%4, %5, %6).</source>
        <translation>: %3 스텝에 %1, %2 (%4, %5, %6).</translation>
    </message>
    <message>
        <source>: %1 for %2 steps (no %3 price for %4 in the catalog).</source>
        <translation>: %2 스텝에 %1 (카탈로그에 %4의 %3 가격 없음).</translation>
    </message>
    <message>
        <source>reservation %1</source>
        <translation>예약 %1</translation>
    </message>
    <message>
        <source>program %1</source>
        <translation>프로그램 %1</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>인수 %1</translation>
    </message>
    <message>
        <source>arguments of unknown size</source>
        <translation>크기를 알 수 없는 인수</translation>
    </message>
    <message>
        <source>the message&apos;s total usage, %1 (%2)</source>
        <translation>메시지의 총 사용량 %1 (%2)</translation>
    </message>
    <message>
        <source>; the arguments (weights and optimizer states passed into the step) were not counted, so the step needs at least this</source>
        <translation>; 인수(스텝에 전달되는 가중치와 옵티마이저 상태)는 포함되지 않았으므로 스텝에는 최소한 이만큼 필요합니다</translation>
    </message>
    <message>
        <source>used %1 + the %2 the runtime reserves at the top of memory (the message&apos;s capacity %3 is net of it)</source>
        <translation>사용량 %1 + 런타임이 메모리 상단에 예약하는 %2 (메시지의 용량 %3는 이를 뺀 값)</translation>
    </message>
    <message>
        <source>(not printed)</source>
        <translation>(출력되지 않음)</translation>
    </message>
    <message>
        <source>used %1 (the capacity %2 is the whole device, so &quot;used&quot; includes the reservation)</source>
        <translation>사용량 %1 (용량 %2는 디바이스 전체이므로 &quot;used&quot;에 예약분이 포함됨)</translation>
    </message>
    <message>
        <source>capacity %1 + exceeded %2%3</source>
        <translation>용량 %1 + 초과량 %2%3</translation>
    </message>
    <message>
        <source> + reservation %1</source>
        <translation> + 예약 %1</translation>
    </message>
    <message>
        <source>the device&apos;s %1 − %2 free + the %3 it tried to allocate (at least: the step may need more later)</source>
        <translation>디바이스의 %1 − 여유 %2 + 할당하려던 %3 (최소값: 스텝에 나중에 더 필요할 수 있음)</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch 예약분</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch 할당분</translation>
    </message>
    <message>
        <source>the CUDA context (%1, catalog)</source>
        <translation>CUDA 컨텍스트(%1, 카탈로그)</translation>
    </message>
    <message>
        <source>%1 in use outside PyTorch&apos;s allocator</source>
        <translation>PyTorch 할당자 외부에서 사용 중인 %1</translation>
    </message>
    <message>
        <source>%1 %2 + %3 it tried to allocate + %4 (at least: the error is a snapshot)</source>
        <translation>%1 %2 + 할당하려던 %3 + %4 (최소값: 오류는 스냅숏임)</translation>
    </message>
    <message>
        <source>an unknown size</source>
        <translation>알 수 없는 크기</translation>
    </message>
    <message>
        <source>%1 in use by TensorFlow&apos;s allocator + %2 requested + the CUDA context %3 (at least)</source>
        <translation>TensorFlow 할당자가 사용 중인 %1 + 요청한 %2 + CUDA 컨텍스트 %3 (최소값)</translation>
    </message>
    <message>
        <source>the message states no usable figures; running out of memory means the step needed more than the device&apos;s %1</source>
        <translation>메시지에 사용할 수 있는 수치가 없습니다. 메모리가 부족했다는 것은 스텝에 디바이스의 %1보다 많은 메모리가 필요했다는 뜻입니다</translation>
    </message>
    <message>
        <source>no out-of-memory message was recognised</source>
        <translation>메모리 부족 메시지를 인식하지 못했습니다</translation>
    </message>
    <message>
        <source>The message is from XLA on a TPU, but %1 is a GPU: check the hardware.</source>
        <translation>메시지는 TPU의 XLA에서 나온 것인데 선택한 하드웨어 %1은(는) GPU입니다: 하드웨어를 확인하세요.</translation>
    </message>
    <message>
        <source>The message is from a GPU, but %1 is a TPU: check the hardware.</source>
        <translation>메시지는 GPU에서 나온 것인데 선택한 하드웨어 %1은(는) TPU입니다: 하드웨어를 확인하세요.</translation>
    </message>
    <message>
        <source>The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the fixes are for %3).</source>
        <translation>메시지는 메모리가 %1인 디바이스에서 나왔지만, %3의 %2 하나의 메모리는 %4입니다: 하드웨어를 확인하세요(해결책은 %3 기준입니다).</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>알 수 없는 하드웨어 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the %2 devices of %3</source>
        <translation>전역 배치 %1: %3의 디바이스 %2개로 균등하게 나누어지지 않습니다</translation>
    </message>
    <message>
        <source>the measured peak, %1</source>
        <translation>측정된 최대 사용량 %1</translation>
    </message>
    <message>
        <source>a measured peak of %1 per %2 on %3</source>
        <translation>%3에서 %2당 측정 최대 사용량 %1</translation>
    </message>
    <message>
        <source>an out-of-memory message (%1) on %2: %3%4 per %5</source>
        <translation>%2에서의 메모리 부족 메시지(%1): %5당 %3%4</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>최소 </translation>
    </message>
    <message>
        <source> against an estimate of %1 (%2)</source>
        <translation>, 추정치 %1 (%2)</translation>
    </message>
    <message>
        <source>The text holds no out-of-memory message that could be read: the estimate and the fixes below use the built-in model only.</source>
        <translation>텍스트에 읽을 수 있는 메모리 부족 메시지가 없습니다: 아래의 추정치와 해결책은 내장 모델만 사용합니다.</translation>
    </message>
    <message>
        <source>The listed allocations carry %1 of padding to the TPU&apos;s 8 × 128 tiles, which the model does not count; the correction absorbs it for this configuration only.</source>
        <translation>나열된 할당에는 TPU의 8 × 128 타일에 맞춘 패딩 %1가 포함되어 있으며, 모델은 이를 계산하지 않습니다. 보정값은 이 구성에 한해 이를 흡수합니다.</translation>
    </message>
    <message>
        <source>must be from 0 to 0.9</source>
        <translation>0에서 0.9 사이여야 합니다</translation>
    </message>
    <message>
        <source>used %1 at its peak</source>
        <translation>최대 %1 사용</translation>
    </message>
    <message>
        <source>needed at least %1</source>
        <translation>최소 %1 필요</translation>
    </message>
    <message>
        <source>needed %1</source>
        <translation>%1 필요</translation>
    </message>
    <message>
        <source>The estimate for this configuration is %1 per %2; the run %3 (%4). The observation is %5 (%6 %) against the estimate.</source>
        <translation>이 구성의 추정치는 %2당 %1입니다. 실제 실행: %3 (%4). 관측치는 추정치 대비 %5(%6%)입니다.</translation>
    </message>
    <message>
        <source>The estimate said this fits, with %1 to spare: it was too optimistic for this run.</source>
        <translation>추정치는 %1의 여유를 두고 들어간다고 했습니다: 이 실행에 대해서는 너무 낙관적이었습니다.</translation>
    </message>
    <message>
        <source>The estimate agrees that it does not fit: %1 over the %2 of one %3.</source>
        <translation>추정치도 들어가지 않는다고 봅니다: %3 1개의 %2를 %1 초과합니다.</translation>
    </message>
    <message>
        <source>The estimate said this does not fit, but it ran: the estimate is too pessimistic here.</source>
        <translation>추정치는 들어가지 않는다고 했지만 실제로는 실행되었습니다: 여기서는 추정치가 너무 비관적입니다.</translation>
    </message>
    <message>
        <source>The estimate agrees that it fits.</source>
        <translation>추정치도 들어간다고 봅니다.</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the correction this observation implies: activation factor %1 instead of %2.</source>
        <translation>해결책은 이 관측치에서 도출한 보정값으로 평가합니다: 활성화 계수 %2 대신 %1.</translation>
    </message>
    <message>
        <source>The fixes are evaluated with activation factor %1, the least this observation allows (%2 built in).</source>
        <translation>해결책은 이 관측치가 허용하는 최솟값인 활성화 계수 %1로 평가합니다(내장값 %2).</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the built-in %1 profile (activation factor %2).</source>
        <translation>해결책은 내장 %1 프로필(활성화 계수 %2)로 평가합니다.</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the stored user calibration (activation factor %1).</source>
        <translation>해결책은 저장된 사용자 보정(활성화 계수 %1)으로 평가합니다.</translation>
    </message>
    <message>
        <source>This configuration fits (%1 of the %2 usable per %3 with the %4 % safety margin): no change is needed.</source>
        <translation>이 구성은 메모리에 들어갑니다(안전 여유분 %4%를 적용한 %3당 사용 가능량 %2 중 %1): 변경할 필요가 없습니다.</translation>
    </message>
    <message>
        <source>The run ran out of memory, but by the model this configuration fits (%1 of the %2 usable per %3). Either the inputs do not describe the run that failed (model, head, batch, sequence length, precision), or memory went to something the model does not count (fragmentation, another process, a second copy of the weights). Each change below lowers the peak.</source>
        <translation>실행 중 메모리가 부족했지만, 모델에 따르면 이 구성은 메모리에 들어갑니다(%3당 사용 가능량 %2 중 %1). 입력이 실패한 실행을 제대로 나타내지 않거나(모델, 헤드, 배치, 시퀀스 길이, 정밀도), 모델이 계산하지 않는 곳(단편화, 다른 프로세스, 가중치의 두 번째 사본)에 메모리가 쓰였을 수 있습니다. 아래의 각 변경은 최대 사용량을 낮춥니다.</translation>
    </message>
    <message>
        <source>No change tried fits with the %1 % safety margin: neither checkpointing, a smaller batch per %2 with accumulation, mixed precision, another optimizer, nor larger hardware at the same global batch of %3. Try a shorter sequence or a smaller model.</source>
        <translation>안전 여유분 %1%로 메모리에 들어가는 변경 사항이 없습니다: 같은 전역 배치 %3에서 체크포인팅, 누적을 사용한 더 작은 %2당 배치, 혼합 정밀도, 다른 옵티마이저, 더 큰 하드웨어 모두 해당되지 않습니다. 더 짧은 시퀀스나 더 작은 모델을 시도하세요.</translation>
    </message>
    <message>
        <source>What the message says (%1; %2):</source>
        <translation>메시지 내용(%1; %2):</translation>
    </message>
    <message>
        <source>What the text says:</source>
        <translation>텍스트 내용:</translation>
    </message>
    <message>
        <source>  Stated: %1</source>
        <translation>  명시된 값: %1</translation>
    </message>
    <message>
        <source>  Not understood, as pasted:</source>
        <translation>  이해하지 못한 부분(붙여 넣은 그대로):</translation>
    </message>
    <message>
        <source>Estimate vs observation: %1 on %2 (one %3)</source>
        <translation>추정치 대 관측치: %1, %2 (%3 1개 기준)</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>추정치</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3</source>
        <translation>상태 %1 + 활성화 %2 + 런타임 오버헤드 %3</translation>
    </message>
    <message>
        <source>observed ≥</source>
        <translation>관측치 ≥</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>관측치</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>device</source>
        <translation>디바이스</translation>
    </message>
    <message>
        <source>Smallest changes that fit (%1 % safety margin), smallest first; now %2 for %3 steps:</source>
        <translation>메모리에 들어가는 가장 작은 변경 사항(안전 여유분 %1%), 작은 것부터 나열. 현재 %3 스텝에 %2:</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis (%1) on %2: %3 per %4 with the runtime&apos;s reservation</source>
        <translation>%2에서의 컴파일러 메모리 분석(%1): 런타임 예약분 포함 %4당 %3</translation>
    </message>
    <message>
        <source>What ran out is %1, which the memory model does not estimate: the observation corrects nothing.</source>
        <translation>부족해진 것은 %1이며, 메모리 모델은 이를 추정하지 않습니다: 이 관측치로는 아무것도 보정하지 않습니다.</translation>
    </message>
    <message>
        <source>%1 ran out, not the %2 of HBM the estimate is about (%3 estimated): a smaller batch, checkpointing or more chips do not help. The advice below is what does.</source>
        <translation>부족해진 것은 %1이며, 추정 대상인 HBM %2가 아닙니다(추정치 %3): 더 작은 배치, 체크포인팅, 더 많은 칩으로는 해결되지 않습니다. 해결 방법은 아래 조언을 참고하세요.</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory (%1 estimated of %2): the changes to the configuration below the advice are not searched.</source>
        <translation>가속기 메모리가 아니라 호스트 RAM이 부족해졌습니다(%2 중 추정치 %1): 조언 아래의 구성 변경 사항은 검색하지 않습니다.</translation>
    </message>
    <message>
        <source>was planned by the compiler at %1</source>
        <translation>컴파일러가 %1로 계획함</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure fits the %1 of one %2, but the estimate says it does not: the estimate is too pessimistic here.</source>
        <translation>컴파일러의 수치는 %2 1개의 %1에 들어가지만, 추정치는 들어가지 않는다고 봅니다: 여기서는 추정치가 너무 비관적입니다.</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure is above the %1 of one %2, but the estimate says it fits: the estimate is too optimistic here.</source>
        <translation>컴파일러의 수치는 %2 1개의 %1를 넘지만, 추정치는 들어간다고 봅니다: 여기서는 추정치가 너무 낙관적입니다.</translation>
    </message>
    <message>
        <source>A shorter maximum sequence length</source>
        <translation>더 짧은 최대 시퀀스 길이</translation>
    </message>
    <message>
        <source>Tables a kernel keeps on chip (the page or block indices of paged attention) grow with the longest sequence the step is compiled for, %1 tokens here; halving it halves them. A vLLM server on a TPU that fails at 16k and starts at 8k is this case.</source>
        <translation>커널이 칩에 보관하는 테이블(paged attention의 페이지 또는 블록 인덱스)은 스텝을 컴파일할 때 기준으로 삼은 가장 긴 시퀀스(여기서는 %1 토큰)에 비례해 커집니다. 이를 절반으로 줄이면 테이블도 절반이 됩니다. TPU의 vLLM 서버가 16k에서는 실패하고 8k에서는 시작되는 경우가 이에 해당합니다.</translation>
    </message>
    <message>
        <source>tpuplan: --seq-len %1</source>
        <translation>tpuplan: --seq-len %1</translation>
    </message>
    <message>
        <source>vLLM: --max-model-len; MaxText: max_target_length; Hugging Face: max_length / model_max_length</source>
        <translation>vLLM: --max-model-len; MaxText: max_target_length; Hugging Face: max_length / model_max_length</translation>
    </message>
    <message>
        <source>Smaller kernel block sizes</source>
        <translation>더 작은 커널 블록 크기</translation>
    </message>
    <message>
        <source>A Pallas kernel (flash, splash or paged attention, a fused matmul) keeps its blocks of queries, keys and values in on-chip memory: smaller blocks need less of it, at some cost in speed. The batch and the number of chips do not change this memory.</source>
        <translation>Pallas 커널(flash, splash 또는 paged attention, 융합 행렬 곱셈)은 쿼리, 키, 값 블록을 온칩 메모리에 보관합니다: 블록이 작을수록 필요한 메모리가 줄지만 속도가 다소 느려집니다. 배치와 칩 수는 이 메모리에 영향을 주지 않습니다.</translation>
    </message>
    <message>
        <source>JAX Pallas flash attention: smaller BlockSizes (block_q, block_k_major, block_k)</source>
        <translation>JAX Pallas flash attention: 더 작은 BlockSizes (block_q, block_k_major, block_k)</translation>
    </message>
    <message>
        <source>MaxText splash attention: smaller sa_block_q, sa_block_kv, sa_block_kv_compute</source>
        <translation>MaxText splash attention: sa_block_q, sa_block_kv, sa_block_kv_compute를 더 작게</translation>
    </message>
    <message>
        <source>Paged attention: fewer pages per compute block (pages_per_compute_block)</source>
        <translation>Paged attention: 연산 블록당 페이지 수 줄이기(pages_per_compute_block)</translation>
    </message>
    <message>
        <source>Or let the kernel use more of the core&apos;s VMEM: vmem_limit_bytes in the Pallas kernel&apos;s compiler parameters, or LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (at most the core&apos;s VMEM)</source>
        <translation>또는 커널이 코어의 VMEM을 더 많이 쓰도록 허용: Pallas 커널의 컴파일러 파라미터에서 vmem_limit_bytes 지정, 또는 LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (최대 코어의 VMEM 크기)</translation>
    </message>
    <message>
        <source>A different attention kernel</source>
        <translation>다른 어텐션 커널</translation>
    </message>
    <message>
        <source>The plain (XLA) attention needs no on-chip blocks but keeps the attention scores in HBM; another Pallas kernel has other block limits. Check the estimate&apos;s HBM figure before switching.</source>
        <translation>일반(XLA) 어텐션은 온칩 블록이 필요 없지만 어텐션 점수를 HBM에 보관합니다. 다른 Pallas 커널은 블록 한도가 다릅니다. 전환하기 전에 추정치의 HBM 수치를 확인하세요.</translation>
    </message>
    <message>
        <source>MaxText: attention=dot_product instead of flash</source>
        <translation>MaxText: flash 대신 attention=dot_product</translation>
    </message>
    <message>
        <source>PyTorch/XLA: plain scaled dot-product attention instead of the Pallas flash attention</source>
        <translation>PyTorch/XLA: Pallas flash attention 대신 일반 scaled dot-product attention</translation>
    </message>
    <message>
        <source>vLLM: another attention backend, or a newer release with retuned kernel blocks</source>
        <translation>vLLM: 다른 어텐션 백엔드 또는 커널 블록을 다시 조정한 최신 릴리스</translation>
    </message>
    <message>
        <source>Less on the host, or a host with more RAM</source>
        <translation>호스트 사용량 줄이기 또는 RAM이 더 큰 호스트</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory: the data pipeline, a checkpoint loaded whole, or state offloaded to the host. A smaller batch or more chips do not help.</source>
        <translation>가속기 메모리가 아니라 호스트 RAM이 부족해졌습니다: 데이터 파이프라인, 통째로 불러온 체크포인트, 또는 호스트로 오프로드한 상태가 원인입니다. 더 작은 배치나 더 많은 칩으로는 해결되지 않습니다.</translation>
    </message>
    <message>
        <source>Fewer data-loader workers or a smaller shuffle buffer</source>
        <translation>데이터 로더 워커 수 줄이기 또는 더 작은 셔플 버퍼</translation>
    </message>
    <message>
        <source>Load the checkpoint sharded or straight onto the device (Hugging Face: low_cpu_mem_usage=True)</source>
        <translation>체크포인트를 샤딩해서 또는 디바이스로 직접 불러오기(Hugging Face: low_cpu_mem_usage=True)</translation>
    </message>
    <message>
        <source>Less optimizer or activation offload to the host</source>
        <translation>호스트로의 옵티마이저 또는 활성화 오프로드 줄이기</translation>
    </message>
    <message>
        <source>Check the shapes in the step</source>
        <translation>스텝의 형태 확인</translation>
    </message>
    <message>
        <source>XLA&apos;s estimate, %1, is %2 times the %3 available: no batch size or slice explains that. A dimension taken from the wrong axis or an unintended broadcast multiplied a tensor out.</source>
        <translation>XLA의 추정치 %1는 사용 가능한 %3의 %2배입니다: 어떤 배치 크기나 슬라이스로도 설명되지 않습니다. 잘못된 축에서 가져온 차원이나 의도하지 않은 브로드캐스트로 텐서가 크게 불어난 것입니다.</translation>
    </message>
    <message>
        <source>jax.eval_shape on the step shows every shape without running it</source>
        <translation>스텝에 jax.eval_shape를 쓰면 실행하지 않고도 모든 형태를 보여 줍니다</translation>
    </message>
    <message>
        <source>XLA_FLAGS=--xla_dump_to=DIR writes the HLO with its shapes</source>
        <translation>XLA_FLAGS=--xla_dump_to=DIR은 HLO를 형태와 함께 기록합니다</translation>
    </message>
    <message>
        <source>Free the GPU</source>
        <translation>GPU 비우기</translation>
    </message>
    <message>
        <source>Other processes hold %1 of the GPU&apos;s %2: that memory was never available to this run, and no change to the model or the batch gets it back.</source>
        <translation>다른 프로세스가 GPU의 %2 중 %1를 점유하고 있습니다: 이 메모리는 처음부터 이 실행에서 사용할 수 없었으며, 모델이나 배치를 바꿔도 되찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>nvidia-smi lists the processes on each GPU and their memory</source>
        <translation>nvidia-smi는 각 GPU의 프로세스와 그 메모리를 나열합니다</translation>
    </message>
    <message>
        <source>Stop the other process (an earlier run, a notebook kernel still alive), or pick a free GPU with CUDA_VISIBLE_DEVICES</source>
        <translation>다른 프로세스(이전 실행, 아직 살아 있는 노트북 커널)를 중지하거나 CUDA_VISIBLE_DEVICES로 비어 있는 GPU를 선택</translation>
    </message>
    <message>
        <source>Let PyTorch&apos;s allocator defragment</source>
        <translation>PyTorch 할당자의 단편화 해소</translation>
    </message>
    <message>
        <source>PyTorch held %1 reserved but unallocated, enough for the %2 it asked for, but not in one piece.</source>
        <translation>PyTorch는 예약했지만 할당하지 않은 %1를 보유하고 있었습니다. 요청한 %2에 충분한 양이지만 한 덩어리로 연속되어 있지 않았습니다.</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (older PyTorch)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (이전 PyTorch)</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>컴파일러</translation>
    </message>
    <message>
        <source>ran out of</source>
        <translation>부족한 메모리</translation>
    </message>
    <message>
        <source>What to change first, for the memory that ran out (%1):</source>
        <translation>부족해진 메모리(%1)에 대해 먼저 바꿀 것:</translation>
    </message>
    <message>
        <source>MaxText remat policy %1</source>
        <translation>MaxText remat 정책 %1</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=%1</source>
        <translation>MaxText: remat_policy=%1</translation>
    </message>
    <message>
        <source>Each layer&apos;s input and the outputs of some of its matmuls are kept; the rest is recomputed in the backward pass.</source>
        <translation>각 레이어의 입력과 일부 행렬 곱셈의 출력을 보관하고, 나머지는 역전파에서 재계산합니다.</translation>
    </message>
    <message>
        <source>%1 capacity %2 + exceeded by %3</source>
        <translation>%1 용량 %2 + 초과량 %3</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 사용량 %2</translation>
    </message>
    <message>
        <source>(on-chip memory of one TPU core; the estimate&apos;s HBM figures do not apply)</source>
        <translation>(TPU 코어 1개의 온칩 메모리. 추정치의 HBM 수치는 적용되지 않음)</translation>
    </message>
    <message>
        <source>XLA&apos;s early estimate %1 + the %2 the runtime reserves (the %3 available is net of it)</source>
        <translation>XLA의 초기 추정치 %1 + 런타임이 예약하는 %2 (사용 가능한 %3는 이를 뺀 값)</translation>
    </message>
    <message>
        <source>; only the breakdown was pasted, which XLA prints as &quot;at least&quot;</source>
        <translation>; 구성 내역만 붙여 넣었으며, XLA는 이를 &quot;at least&quot;(최소값)로 출력합니다</translation>
    </message>
    <message>
        <source>%1 of the host&apos;s RAM (at least; the accelerator&apos;s memory is not what ran out)</source>
        <translation>호스트 RAM %1 (최소값. 부족해진 것은 가속기 메모리가 아님)</translation>
    </message>
    <message>
        <source>the host&apos;s RAM ran out; the message states no figure</source>
        <translation>호스트 RAM이 부족해졌습니다. 메시지에 수치가 없습니다</translation>
    </message>
    <message>
        <source>the compiler&apos;s %1 + %2 the runtime keeps outside the program (%3)</source>
        <translation>컴파일러의 %1 + 런타임이 프로그램 외부에 보관하는 %2 (%3)</translation>
    </message>
    <message>
        <source>the XLA reservation, catalog</source>
        <translation>XLA 예약분, 카탈로그</translation>
    </message>
    <message>
        <source>the CUDA context, catalog</source>
        <translation>CUDA 컨텍스트, 카탈로그</translation>
    </message>
    <message>
        <source>the message states no usable figures</source>
        <translation>메시지에 사용할 수 있는 수치가 없습니다</translation>
    </message>
    <message>
        <source>, sharding %1 (%2), offload %3</source>
        <translation>, 샤딩 %1 (%2), 오프로드 %3</translation>
    </message>
    <message>
        <source>The allocation that failed is the whole model gathered at once, which the estimate (one layer gathered at a time) does not count: the observation corrects nothing.</source>
        <translation>실패한 할당은 모델 전체를 한 번에 수집한 것이며, 추정치(한 번에 레이어 하나씩 수집)는 이를 계산하지 않습니다: 이 관측치로는 아무것도 보정하지 않습니다.</translation>
    </message>
    <message>
        <source>%1 (%2) %3%4</source>
        <translation>%1 (%2) %3%4</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>, 들어감</translation>
    </message>
    <message>
        <source>, does not fit</source>
        <translation>, 들어가지 않음</translation>
    </message>
    <message>
        <source>Per %1 on %2, with everything else as the run was: %3 (%4 usable).</source>
        <translation>%2에서 %1당, 나머지는 실행 당시와 같게 두었을 때: %3 (사용 가능 %4).</translation>
    </message>
    <message>
        <source>The allocation that failed, %1, is the size of the whole model&apos;s weights (%2 for %3 parameters in %4), not of the %5 one layer at a time gathers under FSDP: the model was gathered as one unit, which is what PyTorch FSDP does without an auto_wrap_policy. Gathered whole, this configuration needs about %6 per %7; with each layer wrapped the estimate is %8.</source>
        <translation>실패한 할당 %1는 모델 전체 가중치의 크기(%4 파라미터 %3개에 해당하는 %2)이며, FSDP에서 한 번에 레이어 하나씩 수집할 때의 %5가 아닙니다: 모델이 하나의 단위로 수집되었으며, 이는 auto_wrap_policy가 없을 때 PyTorch FSDP가 하는 방식입니다. 통째로 수집하면 이 구성에는 %7당 약 %6가 필요하며, 각 레이어를 래핑하면 추정치는 %8입니다.</translation>
    </message>
    <message>
        <source>16 bits</source>
        <translation>16비트</translation>
    </message>
    <message>
        <source>With each decoder layer wrapped as its own FSDP unit this configuration fits (%1 of the %2 usable per %3): wrapping is the fix; the changes below assume it.</source>
        <translation>각 디코더 레이어를 별도의 FSDP 단위로 래핑하면 이 구성은 메모리에 들어갑니다(%3당 사용 가능량 %2 중 %1): 래핑이 해결책이며, 아래 변경 사항은 래핑을 전제로 합니다.</translation>
    </message>
    <message>
        <source>Even with each decoder layer wrapped as its own FSDP unit this configuration needs %1 of the %2 usable per %3: wrap the layers and make one of the changes below, which assume it.</source>
        <translation>각 디코더 레이어를 별도의 FSDP 단위로 래핑해도 이 구성에는 %1가 필요합니다(%3당 사용 가능량 %2): 레이어를 래핑하고 아래 변경 사항 중 하나를 적용하세요. 아래 변경 사항은 래핑을 전제로 합니다.</translation>
    </message>
    <message>
        <source>Host offload (%1) would fit the device, but it puts %2 on each host, more than its %3 of RAM: it is not listed.</source>
        <translation>호스트 오프로드(%1)를 쓰면 디바이스에는 들어가지만, 각 호스트에 %2를 올려 호스트 RAM %3를 초과합니다: 목록에 포함하지 않습니다.</translation>
    </message>
    <message>
        <source>Wrap each decoder layer as its own FSDP unit</source>
        <translation>각 디코더 레이어를 별도의 FSDP 단위로 래핑</translation>
    </message>
    <message>
        <source>The failed allocation, %1, is the whole model&apos;s weights (%2): without an auto_wrap_policy FSDP makes the root module the only unit and gathers every weight at once before the forward. With each decoder layer wrapped, one layer is gathered at a time (%3 with the next one prefetched) and the step needs about %4 per %5 instead of %6.</source>
        <translation>실패한 할당 %1는 모델 전체의 가중치(%2)입니다: auto_wrap_policy가 없으면 FSDP는 루트 모듈을 유일한 단위로 삼아 순전파 전에 모든 가중치를 한 번에 수집합니다. 각 디코더 레이어를 래핑하면 한 번에 레이어 하나씩 수집하며(다음 레이어를 미리 가져오는 것까지 %3), 스텝에는 %6 대신 %5당 약 %4가 필요합니다.</translation>
    </message>
    <message>
        <source>PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</source>
        <translation>PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</translation>
    </message>
    <message>
        <source>PyTorch FSDP2: fully_shard(layer) for each decoder layer, then fully_shard(model)</source>
        <translation>PyTorch FSDP2: 각 디코더 레이어에 fully_shard(layer)를 적용한 다음 fully_shard(model)</translation>
    </message>
    <message>
        <source>Hugging Face Trainer: --fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1; Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</source>
        <translation>Hugging Face Trainer: --fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1; Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</translation>
    </message>
    <message>
        <source>JAX: give every weight a sharding over the fsdp axis; a weight left replicated is gathered whole on every device</source>
        <translation>JAX: 모든 가중치를 fsdp 축으로 샤딩(복제된 채로 남은 가중치는 모든 디바이스에서 통째로 수집됨)</translation>
    </message>
    <message>
        <source>sharding</source>
        <translation>샤딩</translation>
    </message>
    <message>
        <source>%1 (%2), offload %3</source>
        <translation>%1 (%2), 오프로드 %3</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3 + gathered weights and buffers %4</source>
        <translation>상태 %1 + 활성화 %2 + 런타임 오버헤드 %3 + 수집된 가중치 및 버퍼 %4</translation>
    </message>
    <message>
        <source>tpuplan: %1</source>
        <translation>tpuplan: %1</translation>
    </message>
    <message>
        <source>PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD with auto_wrap_policy=transformer_auto_wrap_policy (each decoder layer its own unit); Hugging Face: --fsdp &quot;full_shard auto_wrap&quot;; DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</source>
        <translation>PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD와 auto_wrap_policy=transformer_auto_wrap_policy(디코더 레이어마다 별도 단위); Hugging Face: --fsdp &quot;full_shard auto_wrap&quot;; DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</translation>
    </message>
    <message>
        <source>MaxText: ici_fsdp_parallelism=%1 (the rest of the slice on ici_data_parallelism)</source>
        <translation>MaxText: ici_fsdp_parallelism=%1 (슬라이스의 나머지는 ici_data_parallelism)</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 2}; PyTorch FSDP: sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</source>
        <translation>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 2}; PyTorch FSDP: sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states and the gradients over the %1 devices of the data axis (a NamedSharding on them); the weights stay replicated</source>
        <translation>JAX: 옵티마이저 상태와 그레이디언트를 data 축의 디바이스 %1개에 샤딩(NamedSharding 지정). 가중치는 복제된 상태로 유지</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 1}; PyTorch: torch.distributed.optim.ZeroRedundancyOptimizer</source>
        <translation>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 1}; PyTorch: torch.distributed.optim.ZeroRedundancyOptimizer</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states over the %1 devices of the data axis (a NamedSharding on them); the weights and gradients stay replicated</source>
        <translation>JAX: 옵티마이저 상태를 data 축의 디바이스 %1개에 샤딩(NamedSharding 지정). 가중치와 그레이디언트는 복제된 상태로 유지</translation>
    </message>
    <message>
        <source>torchrun --nproc_per_node %1 (or as many GPUs over several nodes)</source>
        <translation>torchrun --nproc_per_node %1 (또는 여러 노드에 걸쳐 같은 수의 GPU)</translation>
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
        <translation>MaxText: remat_policy=custom에 decoder_layer_input=offload 지정(저장하는 프로젝션도 함께)</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;} (Adam runs on the CPU)</source>
        <translation>DeepSpeed: &quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;} (Adam이 CPU에서 실행됨)</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3: &quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}; PyTorch FSDP: cpu_offload=CPUOffload(offload_params=True)</source>
        <translation>DeepSpeed ZeRO-3: &quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}; PyTorch FSDP: cpu_offload=CPUOffload(offload_params=True)</translation>
    </message>
    <message>
        <source>PyTorch: with torch.autograd.graph.save_on_cpu(pin_memory=True) around the forward</source>
        <translation>PyTorch: 순전파를 with torch.autograd.graph.save_on_cpu(pin_memory=True)로 감싸기</translation>
    </message>
    <message>
        <source>A job of %1 × %2</source>
        <translation>%1 × %2 작업</translation>
    </message>
    <message>
        <source>%1 over %2 devices instead of %3</source>
        <translation>디바이스 %3개 대신 %2개에 걸친 %1</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of a full replica&apos;s %4.</source>
        <translation>메시 %1: 모델 상태가 전체 복제본의 %4 대신 %3당 %2를 차지합니다.</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4 (a full replica needs %5).</source>
        <translation>메시 %1: 모델 상태가 %4 대신 %3당 %2를 차지합니다(전체 복제본에는 %5 필요).</translation>
    </message>
    <message numerus="yes">
        <source>The weights of %n layer(s) are gathered at a time (%1 per %2).</source>
        <translation>
            <numerusform>한 번에 레이어 %n개의 가중치를 수집합니다(%2당 %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload (%1)</source>
        <translation>호스트 오프로드(%1)</translation>
    </message>
    <message>
        <source>of its %1 of RAM</source>
        <translation>(RAM %1 중)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>(카탈로그에 호스트 RAM 정보 없음: 확인 필요)</translation>
    </message>
    <message>
        <source>%1 per %2 leave the device for the host, %3 per host %4; %5 cross PCIe each step.</source>
        <translation>%2당 %1가 디바이스에서 호스트로 옮겨지며, 호스트당 %3 %4입니다. 스텝마다 %5가 PCIe를 거칩니다.</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation>GPU %2개 대신 %1개</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4; at the same global batch of %5 each %3 trains %6 sequences per step (%7 × %8 accumulation steps).</source>
        <translation>메시 %1: 모델 상태가 %4 대신 %3당 %2를 차지합니다. 같은 전역 배치 %5에서 %3마다 스텝당 시퀀스 %6개를 훈련합니다(%7 × 누적 스텝 %8).</translation>
    </message>
    <message>
        <source>Per step: %1 s of communication and %2 s of host transfer beside %3 s of compute (%4 s not hidden).</source>
        <translation>스텝당: 연산 %3 s 외에 통신 %1 s, 호스트 전송 %2 s (숨겨지지 않는 시간 %4 s).</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8비트 AdamW</translation>
    </message>
    <message>
        <source>Op-level selective checkpointing (torchtitan)</source>
        <translation>연산 단위 선택적 체크포인팅(torchtitan)</translation>
    </message>
    <message>
        <source>Custom activation placement %1</source>
        <translation>사용자 지정 활성화 저장 위치 %1</translation>
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
        <translation>용량 계수 %1</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>드롭 없음</translation>
    </message>
    <message>
        <source>Expert parallelism %1 instead of %2</source>
        <translation>전문가 병렬화 %2 대신 %1</translation>
    </message>
    <message>
        <source>Mesh %1: the %2 routed experts of each MoE layer are split over %3 %4s, and each MoE layer sends its tokens to their experts and back by all-to-all. The estimate is %5 per %4 instead of %6.</source>
        <translation>메시 %1: 각 MoE 레이어의 라우팅 전문가 %2개를 %4 %3개에 나누고, 각 MoE 레이어는 all-to-all로 토큰을 해당 전문가에게 보냈다가 되돌려 받습니다. 추정치는 %6 대신 %4당 %5입니다.</translation>
    </message>
    <message>
        <source>Token dropping at %1 instead of %2</source>
        <translation>토큰 드롭: %2 대신 %1</translation>
    </message>
    <message>
        <source>Each expert takes at most %1 × its even share of the routed tokens; the tokens beyond it skip the expert through the residual connection, which changes the training slightly.</source>
        <translation>각 전문가는 라우팅된 토큰 중 균등 할당량의 최대 %1배까지만 받습니다. 이를 넘는 토큰은 잔차 연결을 통해 전문가를 건너뛰므로 훈련이 약간 달라집니다.</translation>
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
        <translation>Megatron-LM: --expert-model-parallel-size %1 (전문가 × 텐서 병렬화는 노드 하나 안에 유지); torchtitan: --parallelism.expert_parallel_degree %1</translation>
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
        <translation>전문가 혼합(MoE) 모델로 진단</translation>
    </message>
    <message>
        <source>The message names expert tensors (%1), but %2 has no experts: the estimate misses the routed experts and their tokens, and no fix can move experts to more devices.</source>
        <translation>메시지에 전문가 텐서(%1)가 나오지만 %2에는 전문가가 없습니다: 추정치에서 라우팅 전문가와 그 토큰이 빠져 있으며, 어떤 해결책으로도 전문가를 더 많은 디바이스로 옮길 수 없습니다.</translation>
    </message>
    <message>
        <source>tpuplan diagnose --model config.json of the MoE model (its num_local_experts or n_routed_experts and num_experts_per_tok)</source>
        <translation>tpuplan diagnose --model config.json (MoE 모델의 구성: num_local_experts 또는 n_routed_experts와 num_experts_per_tok 포함)</translation>
    </message>
    <message>
        <source>Recompute the expert matmuls</source>
        <translation>전문가 행렬 곱셈 재계산</translation>
    </message>
    <message>
        <source>Each MoE layer keeps the %1 copies of every token it sends to its top-%1 experts and the outputs of their gate and up projections for the backward pass. Recomputing them in the backward pass frees that memory for one more forward pass of the experts.</source>
        <translation>각 MoE 레이어는 top-%1 전문가에게 보내는 모든 토큰의 사본 %1개와 그 전문가들의 gate 및 up 프로젝션 출력을 역전파를 위해 보관합니다. 이를 역전파에서 재계산하면 전문가 순전파를 한 번 더 하는 대가로 그 메모리를 확보할 수 있습니다.</translation>
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
        <translation>전문가별 토큰 수 상한 설정</translation>
    </message>
    <message>
        <source>The run routes at %1 (each token to %2 of %3 experts). Dropless routing keeps every routed token, and under expert parallelism MaxText sizes its buffers for the worst case, up to %3 / %2 = %4 times an expert&apos;s even share; a capacity factor of %5 caps each expert at its even share and drops the rest, which changes the training slightly. No capacity change is among the fixes: the estimate does not show it fitting on its own.</source>
        <translation>이 실행의 라우팅: %1 (각 토큰을 전문가 %3개 중 %2개로 보냄). 드롭 없는 라우팅은 라우팅된 토큰을 모두 유지하며, 전문가 병렬화에서 MaxText는 최악의 경우, 즉 전문가 균등 할당량의 최대 %3 / %2 = %4배에 맞춰 버퍼 크기를 잡습니다. 용량 계수 %5는 각 전문가를 균등 할당량으로 제한하고 나머지를 드롭하므로 훈련이 약간 달라집니다. 해결책에는 용량 변경이 없습니다: 추정치상 용량 변경만으로는 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Context parallelism %1 instead of %2</source>
        <translation>컨텍스트 병렬화 %2 대신 %1</translation>
    </message>
    <message>
        <source>Mesh %1: each %2-token sequence is split over %3 %4s, which hold %5 of its tokens each and exchange the keys and values attention needs. The estimate is %6 per %4 instead of %7.</source>
        <translation>메시 %1: %2토큰 시퀀스 각각을 %4 %3개에 나누고, 각각이 그중 %5개 토큰을 보유하며 어텐션에 필요한 키와 값을 교환합니다. 추정치는 %7 대신 %4당 %6입니다.</translation>
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
        <translation>--hardware와 --device-memory-gib 중 정확히 하나만 지정하세요</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU: %2)</source>
        <translation>알 수 없는 하드웨어 &quot;%1&quot; (v2-8, v3-32, v5litepod-8 같은 슬라이스 또는 GPU: %2)</translation>
    </message>
    <message>
        <source>custom device</source>
        <translation>사용자 지정 디바이스</translation>
    </message>
    <message>
        <source>Estimate the training memory per device and whether it fits.</source>
        <translation>디바이스당 훈련 메모리와 메모리에 들어가는지 여부를 추정합니다.</translation>
    </message>
    <message>
        <source>Apply the user calibration stored in FILE for this runtime and model family (tpuplan diagnose --calibrate writes it).</source>
        <translation>FILE에 저장된 이 런타임과 모델 계열의 사용자 보정을 적용합니다(tpuplan diagnose --calibrate로 작성).</translation>
    </message>
    <message>
        <source>%1 on %2 (one device), %3 tokens, batch %4 per device, %5, %6, checkpointing %7, runtime %8</source>
        <translation>%1, %2 (디바이스 1개), %3 토큰, 디바이스당 배치 %4, %5, %6, 체크포인팅 %7, 런타임 %8</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>그레이디언트</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>런타임 오버헤드</translation>
    </message>
    <message>
        <source>total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>Fits, with %1 GiB to spare.</source>
        <translation>들어갑니다. 여유 %1 GiB.</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB over.</source>
        <translation>들어가지 않습니다: %1 GiB 초과.</translation>
    </message>
    <message>
        <source>Note: %1 tokens are too few for block-sparse attention; full attention is used, as Hugging Face BigBird does.</source>
        <translation>참고: %1 토큰은 블록 희소 어텐션에 너무 적습니다. Hugging Face BigBird와 마찬가지로 전체 어텐션을 사용합니다.</translation>
    </message>
    <message>
        <source>Note: the sequence is padded to %1 tokens, a multiple of the block size.</source>
        <translation>참고: 시퀀스를 블록 크기의 배수인 %1 토큰으로 패딩합니다.</translation>
    </message>
    <message>
        <source>Activations: %1 GiB per layer before the %2 runtime factor of %3.</source>
        <translation>활성화: 레이어당 %1 GiB (%2 런타임 계수 %3 적용 전).</translation>
    </message>
    <message>
        <source>No calibration for %1/%2 in %3: the built-in model applies.</source>
        <translation>%3에 %1/%2에 대한 보정이 없습니다: 내장 모델을 적용합니다.</translation>
    </message>
    <message>
        <source>Find the largest batch per device that fits.</source>
        <translation>메모리에 들어가는 가장 큰 디바이스당 배치를 찾습니다.</translation>
    </message>
    <message>
        <source>Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.</source>
        <translation>배치 1도 %1 디바이스 1개에 들어가지 않습니다: %2 GiB 필요, 사용 가능 %3 GiB.</translation>
    </message>
    <message>
        <source>Largest batch per device on %1: %2 (%3 GiB of %4 GiB).</source>
        <translation>%1의 최대 디바이스당 배치: %2 (%4 GiB 중 %3 GiB).</translation>
    </message>
    <message>
        <source>Fine-tuning: %1, rank %2 on %3 (%4 adapter parameters)</source>
        <translation>미세 조정: %1, %3에 랭크 %2 (어댑터 파라미터 %4)</translation>
    </message>
    <message>
        <source>  frozen base (%1)</source>
        <translation>  고정된 베이스 모델(%1)</translation>
    </message>
    <message>
        <source>  LoRA adapters</source>
        <translation>  LoRA 어댑터</translation>
    </message>
    <message>
        <source>  LM-head logits</source>
        <translation>  LM 헤드 로짓</translation>
    </message>
    <message>
        <source>Cross-entropy in %1 chunks: the logits of one chunk are live at a time.</source>
        <translation>교차 엔트로피를 청크 %1개로 나눠 계산: 한 번에 청크 하나의 로짓만 메모리에 유지됩니다.</translation>
    </message>
    <message>
        <source>Attention: %1.</source>
        <translation>어텐션: %1.</translation>
    </message>
    <message>
        <source>Mesh: %1 on %2 (%3).</source>
        <translation>메시: %2에서 %1 (%3).</translation>
    </message>
    <message>
        <source>Does not fit: the host needs %1 GB, its RAM is %2 GB (--offload %3).</source>
        <translation>들어가지 않습니다: 호스트에 %1 GB가 필요하지만 RAM은 %2 GB입니다(--offload %3).</translation>
    </message>
    <message numerus="yes">
        <source>the gathered weights of %n layer(s), %1 GiB</source>
        <translation>
            <numerusform>수집된 레이어 %n개의 가중치, %1 GiB</numerusform>
        </translation>
    </message>
    <message>
        <source>communication buffers, %1 GiB</source>
        <translation>통신 버퍼, %1 GiB</translation>
    </message>
    <message>
        <source>Sharding buffers: %1 GiB per device (%2).</source>
        <translation>샤딩 버퍼: 디바이스당 %1 GiB (%2).</translation>
    </message>
    <message>
        <source>A full replica would need %1 GiB per device for the model states; sharded, they take %2 GiB.</source>
        <translation>전체 복제본이라면 모델 상태에 디바이스당 %1 GiB가 필요합니다. 샤딩하면 %2 GiB입니다.</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>(호스트 RAM %1 GB 중)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog)</source>
        <translation>(카탈로그에 호스트 RAM 정보 없음)</translation>
    </message>
    <message>
        <source>Offloaded to the host (%1): %2 GiB per device (optimizer states %3, parameters %4, activations %5); %6 GB per host %7.</source>
        <translation>호스트로 오프로드(%1): 디바이스당 %2 GiB (옵티마이저 상태 %3, 파라미터 %4, 활성화 %5). 호스트당 %6 GB %7.</translation>
    </message>
    <message>
        <source>sharding buffers</source>
        <translation>샤딩 버퍼</translation>
    </message>
    <message>
        <source>Step time: %1; %2 tokens/s; MFU %3 %. The band is the spread of the published runs the time model was fitted on.</source>
        <translation>스텝 시간: %1, %2 토큰/s, MFU %3%. 범위는 시간 모델을 피팅한 공개 훈련 실행들의 분포입니다.</translation>
    </message>
    <message>
        <source>MFU counts %1.</source>
        <translation>MFU 계산 기준: %1.</translation>
    </message>
    <message>
        <source>Communication: %1 s per step, %2 s of it not hidden by compute; the step is bound by %3.</source>
        <translation>통신: 스텝당 %1 s, 그중 연산으로 숨겨지지 않는 시간 %2 s. 스텝 병목 요인: %3.</translation>
    </message>
    <message>
        <source>Loss: %1 (%2 bytes per logit%3).</source>
        <translation>손실: %1 (로짓당 %2바이트%3).</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>융합</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>, the %1 runtime&apos;s own</source>
        <translation>, %1 런타임의 기본 방식</translation>
    </message>
    <message>
        <source>Offloaded by the checkpointing placement: %1 GiB of activations per device in host memory, outside the total (%2).</source>
        <translation>체크포인팅 저장 위치 설정으로 오프로드: 디바이스당 활성화 %1 GiB가 호스트 메모리에 있으며, 합계에서 제외됩니다(%2).</translation>
    </message>
    <message>
        <source>Paged optimizer states: %1 GiB in CUDA unified memory, outside the device total.</source>
        <translation>Paged 옵티마이저 상태: %1 GiB가 CUDA 통합 메모리에 있으며, 디바이스 합계에서 제외됩니다.</translation>
    </message>
    <message>
        <source>Optimizer update temporaries: %1 GiB live after the backward pass, %2 GiB counted in the runtime overhead (beyond the activations they replace).</source>
        <translation>옵티마이저 업데이트 임시 버퍼: 역전파 후 %1 GiB가 메모리에 유지되며, 그중 이 버퍼가 대체하는 활성화를 초과하는 %2 GiB를 런타임 오버헤드에 포함합니다.</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass: each gradient is applied and freed as it is computed.</source>
        <translation>역전파 중 옵티마이저 스텝: 각 그레이디언트를 계산하는 즉시 적용하고 해제합니다.</translation>
    </message>
    <message>
        <source>Pipeline: %1 stages, %2 schedule, %3 microbatches, %4 chunks of layers per stage.</source>
        <translation>파이프라인: 스테이지 %1개, %2 스케줄, 마이크로 배치 %3개, 스테이지당 레이어 청크 %4개.</translation>
    </message>
    <message>
        <source>Heaviest stage: %1 of %2 (%3 layers, %4 microbatches in flight), %5 GiB: its total decides the fit.</source>
        <translation>가장 무거운 스테이지: %2개 중 %1번(레이어 %3개, 동시에 처리 중인 마이크로 배치 %4개), %5 GiB: 이 스테이지의 합계로 메모리에 들어가는지가 결정됩니다.</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>Each stage: %1.</source>
        <translation>스테이지별: %1.</translation>
    </message>
    <message>
        <source>Context parallel %1 (%2): %3 tokens per device, %4 of each sequence; the keys and values the %2 brings hold %5 GiB while a layer runs.</source>
        <translation>컨텍스트 병렬 %1 (%2): 디바이스당 %3 토큰(각 시퀀스의 %4 토큰). 레이어 실행 중 %2(으)로 받아 오는 키와 값이 %5 GiB를 차지합니다.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
</context>
<context>
    <name>EstimatorOptions</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>프리셋 ID, 모델 YAML 파일 또는 Hugging Face config.json.</translation>
    </message>
    <message>
        <source>A TPU slice (v2-8, v3-32, v5litepod-8 ...) or a GPU id.</source>
        <translation>TPU 슬라이스(v2-8, v3-32, v5litepod-8 ...) 또는 GPU ID.</translation>
    </message>
    <message>
        <source>Instead of --hardware: a device with this much usable memory (no XLA reservation is subtracted).</source>
        <translation>--hardware 대신: 이만큼의 사용 가능 메모리를 가진 디바이스(XLA 예약분을 빼지 않음).</translation>
    </message>
    <message>
        <source>xla (default on TPU), pytorch (default on GPU) or tensorflow.</source>
        <translation>xla(TPU 기본값), pytorch(GPU 기본값) 또는 tensorflow.</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>--model은 필수입니다</translation>
    </message>
    <message>
        <source>--seq-len is required</source>
        <translation>--seq-len은 필수입니다</translation>
    </message>
    <message>
        <source>--batch is required</source>
        <translation>--batch는 필수입니다</translation>
    </message>
    <message>
        <source>--seq-len %1 exceeds the %2 position embeddings of %3</source>
        <translation>--seq-len %1: %3의 위치 임베딩 %2개를 초과합니다</translation>
    </message>
    <message>
        <source>--head must be %1 for %2, got &quot;%3&quot;</source>
        <translation>%2의 경우 --head는 %1이어야 합니다(입력값: &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>--%1 auto is for recommend, which searches; %2 computes one configuration: give one of %3</source>
        <translation>--%1 auto는 검색을 수행하는 recommend용입니다. %2은(는) 구성 하나를 계산하므로 %3 중 하나를 지정하세요</translation>
    </message>
    <message>
        <source>--fsdp shares the states among devices, which replicate does not: give --sharding zero1, zero2 or fsdp too</source>
        <translation>--fsdp는 상태를 디바이스 간에 나누지만 replicate는 그렇지 않습니다: --sharding zero1, zero2 또는 fsdp도 지정하세요</translation>
    </message>
    <message>
        <source>--devices counts GPUs, and %1 is a TPU slice: choose a larger slice with --hardware or join slices with --slices</source>
        <translation>--devices는 GPU 수를 세는데 %1은(는) TPU 슬라이스입니다: --hardware로 더 큰 슬라이스를 선택하거나 --slices로 슬라이스를 결합하세요</translation>
    </message>
    <message>
        <source>--%1 places the tensors of --checkpointing custom, and --checkpointing is &quot;%2&quot;</source>
        <translation>--%1은(는) --checkpointing custom의 텐서 저장 위치를 지정하는데, --checkpointing이 &quot;%2&quot;입니다</translation>
    </message>
    <message>
        <source>--checkpointing must be every-K with K &gt;= 1 or one of %1, got &quot;%2&quot;</source>
        <translation>--checkpointing은 every-K(K &gt;= 1) 또는 %1 중 하나여야 합니다(입력값: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>Gradient checkpointing: every-K (one checkpoint every K layers) or one of %1; custom places the tensors as --remat-placement says.</source>
        <translation>그레이디언트 체크포인팅: every-K(K개 레이어마다 체크포인트 하나) 또는 %1 중 하나. custom은 --remat-placement에 지정한 대로 텐서를 둡니다.</translation>
    </message>
    <message>
        <source>--batch %1: %1 sequences per device needs a context or pipeline group of %2 devices or more (--context-parallel x --pipeline-parallel is %3)</source>
        <translation>--batch %1: 디바이스당 시퀀스 %1개에는 디바이스 %2개 이상의 컨텍스트 또는 파이프라인 그룹이 필요합니다(--context-parallel x --pipeline-parallel = %3)</translation>
    </message>
    <message>
        <source>--batch %1 is not a whole number of sequences for any context or pipeline group</source>
        <translation>--batch %1: 어떤 컨텍스트 또는 파이프라인 그룹에서도 시퀀스 수가 정수가 되지 않습니다</translation>
    </message>
    <message>
        <source>Batch per device (a v2/v3 core, a v4+ chip, a GPU), as MaxText&apos;s per_device_batch_size: below 1 with context or pipeline parallelism (0.125 = one sequence per 8 devices).</source>
        <translation>디바이스당 배치(v2/v3 코어, v4 이상 칩, GPU). MaxText의 per_device_batch_size와 같으며, 컨텍스트 또는 파이프라인 병렬화에서는 1 미만도 가능합니다(0.125 = 디바이스 8개당 시퀀스 1개).</translation>
    </message>
    <message>
        <source>fp32, bf16-mixed, fp16-mixed, bf16 (pure bf16 weights, gradients and optimizer states), fp8-mixed (linear layers in fp8: TPU7x, H100, B200 and other fp8 GPUs) or int8-mixed (linear layers in int8 with AQT/Qwix: v5e, v5p, v6e).</source>
        <translation>fp32, bf16-mixed, fp16-mixed, bf16(가중치, 그레이디언트, 옵티마이저 상태 모두 순수 bf16), fp8-mixed(선형 레이어를 fp8로: TPU7x, H100, B200 및 기타 fp8 GPU) 또는 int8-mixed(AQT/Qwix로 선형 레이어를 int8로: v5e, v5p, v6e).</translation>
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
        <translation>%1일</translation>
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
        <translation>파일을 읽을 수 없습니다: 파일이 없습니다</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, too large for %2</source>
        <translation>파일이 %1 MiB보다 커서 %2(으)로 보기에는 너무 큽니다</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8 and try again</source>
        <translation>파일이 UTF-16 텍스트입니다. UTF-8로 저장한 뒤 다시 시도하세요</translation>
    </message>
    <message>
        <source>this is a binary file (it contains NUL bytes), not %1</source>
        <translation>바이너리 파일입니다(NUL 바이트 포함). %1이(가) 아닙니다</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1 at offset %2)</source>
        <translation>파일이 UTF-8 텍스트가 아닙니다(오프셋 %2의 바이트 0x%1)</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>the file holds no JSON value</source>
        <translation>파일에 JSON 값이 없습니다</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON 문서 끝 뒤에 예상치 못한 텍스트가 있습니다</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>올바른 JSON이 아닙니다: %1</translation>
    </message>
    <message>
        <source>the file ends early (expected &quot;%1&quot;)</source>
        <translation>파일이 예상보다 일찍 끝납니다(&quot;%1&quot; 필요)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>&quot;%1&quot;이(가) 필요하지만 &quot;%2&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>중첩이 %1단계보다 깊습니다</translation>
    </message>
    <message>
        <source>the file ends inside an object</source>
        <translation>객체 내부에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>큰따옴표로 묶은 키가 필요합니다</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;}&quot; after a value, found &quot;%1&quot;</source>
        <translation>값 뒤에 &quot;,&quot; 또는 &quot;}&quot;가 필요하지만 &quot;%1&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>the file ends inside a list</source>
        <translation>목록 내부에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after a value, found &quot;%1&quot;</source>
        <translation>값 뒤에 &quot;,&quot; 또는 &quot;]&quot;가 필요하지만 &quot;%1&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>the file ends where a value is expected</source>
        <translation>값이 와야 할 위치에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value is expected</source>
        <translation>값이 와야 할 위치에 예상치 못한 &quot;%1&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>문자열이 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a line break inside a string</source>
        <translation>문자열 안에 줄 바꿈이 있습니다</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>문자열 안에 제어 문자가 있습니다</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>\u 뒤에는 16진수 숫자 4개가 와야 합니다</translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string</source>
        <translation>문자열에 알 수 없는 이스케이프 \%1이(가) 있습니다</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>숫자에 자릿수가 필요합니다</translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation>소수점 뒤에 숫자가 필요합니다</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>지수에 숫자가 필요합니다</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>숫자 %1이(가) 범위를 벗어났습니다</translation>
    </message>
</context>
<context>
    <name>LayerStack</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>레이어 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experts</source>
        <translation>
            <numerusform>전문가 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dense + %2 MoE</source>
        <translation>밀집형 %1 + MoE %2</translation>
    </message>
    <message>
        <source>all MoE</source>
        <translation>모두 MoE</translation>
    </message>
    <message>
        <source>top-%1</source>
        <translation>top-%1</translation>
    </message>
    <message>
        <source>shared expert</source>
        <translation>공유 전문가</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens) + %3 global</source>
        <translation>청크 %1 (%2 토큰) + 전역 %3</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens) + %3 global</source>
        <translation>슬라이딩 윈도 %1 (%2 토큰) + 전역 %3</translation>
    </message>
    <message>
        <source>block-sparse attention</source>
        <translation>블록 희소 어텐션</translation>
    </message>
    <message>
        <source>routed experts %1</source>
        <translation>라우팅 전문가 %1</translation>
    </message>
    <message>
        <source>shared experts %1</source>
        <translation>공유 전문가 %1</translation>
    </message>
    <message>
        <source>attention %1</source>
        <translation>어텐션 %1</translation>
    </message>
    <message>
        <source>dense MLP %1</source>
        <translation>밀집형 MLP %1</translation>
    </message>
    <message>
        <source>router %1</source>
        <translation>라우터 %1</translation>
    </message>
    <message>
        <source>norms %1</source>
        <translation>정규화 %1</translation>
    </message>
</context>
<context>
    <name>LengthFile</name>
    <message>
        <source>unexpected control byte 0x%1: this does not look like a text file of lengths</source>
        <translation>예상치 못한 제어 바이트 0x%1: 길이가 담긴 텍스트 파일이 아닌 것 같습니다</translation>
    </message>
    <message>
        <source>empty value; expected a count of sequences</source>
        <translation>빈 값입니다. 시퀀스 개수가 필요합니다</translation>
    </message>
    <message>
        <source>empty value; expected a sequence length</source>
        <translation>빈 값입니다. 시퀀스 길이가 필요합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a count of sequences</source>
        <translation>숫자가 아닙니다: &quot;%1&quot;. 시퀀스 개수가 필요합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a sequence length in tokens</source>
        <translation>숫자가 아닙니다: &quot;%1&quot;. 토큰 단위 시퀀스 길이가 필요합니다</translation>
    </message>
    <message>
        <source>%1 is negative; a count cannot be</source>
        <translation>%1: 음수입니다. 개수는 음수일 수 없습니다</translation>
    </message>
    <message>
        <source>%1 is negative; a sequence length is a number of tokens</source>
        <translation>%1: 음수입니다. 시퀀스 길이는 토큰 수입니다</translation>
    </message>
    <message>
        <source>%1 is not a whole number of sequences</source>
        <translation>%1: 시퀀스 수가 정수가 아닙니다</translation>
    </message>
    <message>
        <source>%1 is not a whole number of tokens</source>
        <translation>%1: 토큰 수가 정수가 아닙니다</translation>
    </message>
    <message>
        <source>a sequence of 0 tokens is not a sequence (lengths start at 1)</source>
        <translation>0 토큰 시퀀스는 시퀀스가 아닙니다(길이는 1부터)</translation>
    </message>
    <message>
        <source>%1 sequences in one row is more than the limit of %2</source>
        <translation>한 행에 시퀀스 %1개는 한도 %2개를 초과합니다</translation>
    </message>
    <message>
        <source>%1 tokens is longer than the limit of %2 tokens; is this a column of lengths?</source>
        <translation>%1 토큰은 한도 %2 토큰보다 깁니다. 길이 열이 맞습니까?</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot;</source>
        <translation>잘못된 값 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>more than %1 sequences in total; the planner stops there</source>
        <translation>전체 시퀀스가 %1개를 초과합니다: 플래너는 여기까지만 처리합니다</translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation>따옴표로 묶은 필드가 파일 끝까지 닫히지 않았습니다</translation>
    </message>
    <message numerus="yes">
        <source>the row has %n field(s); the column is field %1</source>
        <translation>
            <numerusform>행의 필드는 %n개인데 열은 %1번째 필드입니다</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>the file is not text: it holds a NUL byte at offset %1 (binary data, or UTF-16 text; save the lengths as UTF-8 text)</source>
        <translation>텍스트 파일이 아닙니다: 오프셋 %1에 NUL 바이트가 있습니다(바이너리 데이터 또는 UTF-16 텍스트. 길이를 UTF-8 텍스트로 저장하세요)</translation>
    </message>
    <message>
        <source>the file holds no lengths (only blank lines)</source>
        <translation>파일에 길이가 없습니다(빈 줄만 있음)</translation>
    </message>
    <message>
        <source>no column named &quot;%1&quot; (columns: %2)</source>
        <translation>&quot;%1&quot; 이름의 열이 없습니다(열: %2)</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file is a plain list of lengths</source>
        <translation>열 &quot;%1&quot; 없음: 이 파일은 단순한 길이 목록입니다</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file has a single column</source>
        <translation>열 &quot;%1&quot; 없음: 이 파일은 열이 하나뿐입니다</translation>
    </message>
    <message>
        <source>the file has no header line; name the column by its number (1 is the first)</source>
        <translation>파일에 헤더 줄이 없습니다. 열을 번호로 지정하세요(1이 첫 번째)</translation>
    </message>
    <message>
        <source>the file holds a header line but no lengths</source>
        <translation>파일에 헤더 줄은 있지만 길이가 없습니다</translation>
    </message>
    <message>
        <source>no column holds a number (columns: %1); name the column of lengths</source>
        <translation>숫자가 담긴 열이 없습니다(열: %1). 길이 열을 지정하세요</translation>
    </message>
    <message>
        <source>no field holds a number; expected sequence lengths</source>
        <translation>숫자가 담긴 필드가 없습니다. 시퀀스 길이가 필요합니다</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>열 %1</translation>
    </message>
    <message>
        <source>a count column needs a header line that names it</source>
        <translation>개수 열을 쓰려면 그 열의 이름이 있는 헤더 줄이 필요합니다</translation>
    </message>
    <message>
        <source>the count column cannot be the length column</source>
        <translation>개수 열은 길이 열과 같을 수 없습니다</translation>
    </message>
    <message>
        <source>the file holds no lengths (every count is 0)</source>
        <translation>파일에 길이가 없습니다(모든 개수가 0)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>해당 파일이 없습니다</translation>
    </message>
    <message>
        <source>this is a folder, not a file of lengths</source>
        <translation>길이 파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>LongContextCommands</name>
    <message>
        <source>ici_context_parallelism=%1 splits each sequence over %1 chips; per_device_batch_size=%2 is %3 sequence(s) per context group of %1 (MaxText trains int(chips × per_device_batch_size) sequences per step).</source>
        <translation>ici_context_parallelism=%1은(는) 각 시퀀스를 칩 %1개에 나눕니다. per_device_batch_size=%2은(는) 칩 %1개로 이루어진 컨텍스트 그룹당 시퀀스 %3개입니다(MaxText는 스텝당 int(chips × per_device_batch_size)개의 시퀀스를 훈련합니다).</translation>
    </message>
    <message>
        <source>context_parallel_load_balance=true reorders the causal chunks so that every chip does the same attention work; without it the last chunk does about twice the mean and the step is that much longer. The all-gather of each layer&apos;s keys and values is not overlapped: the plan counts it on the critical path.</source>
        <translation>context_parallel_load_balance=true는 모든 칩이 같은 양의 어텐션 연산을 하도록 인과 청크의 순서를 바꿉니다. 이 설정이 없으면 마지막 청크가 평균의 약 2배를 처리하고 스텝도 그만큼 길어집니다. 각 레이어의 키와 값에 대한 all-gather는 연산과 겹치지 않으므로 계획에서는 이를 임계 경로에 포함합니다.</translation>
    </message>
    <message>
        <source>This script cannot split a sequence over devices: the plan&apos;s context parallelism of %1 needs Megatron-LM (--context-parallel-size %1 --cp-comm-type p2p) or torchtitan (--parallelism.context_parallel_degree=%1); without it one sequence&apos;s activations do not fit as estimated.</source>
        <translation>이 스크립트는 시퀀스를 여러 디바이스에 나눌 수 없습니다: 계획의 컨텍스트 병렬화 %1에는 Megatron-LM(--context-parallel-size %1 --cp-comm-type p2p) 또는 torchtitan(--parallelism.context_parallel_degree=%1)이 필요합니다. 추정치에 따르면 컨텍스트 병렬화 없이는 시퀀스 하나의 활성화가 메모리에 들어가지 않습니다.</translation>
    </message>
</context>
<context>
    <name>MemoryModel</name>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation>시퀀스 길이는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 토큰이 모델의 위치 임베딩 %2개를 초과합니다</translation>
    </message>
    <message>
        <source>the batch per device must be at least 1</source>
        <translation>디바이스당 배치는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>on a TPU every framework compiles through XLA: use the xla runtime</source>
        <translation>TPU에서는 모든 프레임워크가 XLA를 통해 컴파일됩니다: xla 런타임을 사용하세요</translation>
    </message>
    <message>
        <source>TPUs have no fp16 arithmetic: use bf16-mixed or fp32</source>
        <translation>TPU에는 fp16 연산이 없습니다: bf16-mixed 또는 fp32를 사용하세요</translation>
    </message>
    <message>
        <source>%1 has no bf16 support: use fp16-mixed or fp32</source>
        <translation>%1에서는 bf16을 지원하지 않습니다: fp16-mixed 또는 fp32를 사용하세요</translation>
    </message>
    <message>
        <source>TensorFlow is not supported on %1 (Cloud TPU documentation): use JAX or PyTorch, through the xla runtime</source>
        <translation>%1에서는 TensorFlow가 지원되지 않습니다(Cloud TPU 문서): xla 런타임을 통해 JAX 또는 PyTorch를 사용하세요</translation>
    </message>
    <message>
        <source>%1 is a decoder: it trains with the causal-lm head</source>
        <translation>%1은(는) 디코더입니다: causal-lm 헤드로 훈련합니다</translation>
    </message>
    <message>
        <source>the causal-lm head needs a decoder model; %1 is an encoder</source>
        <translation>causal-lm 헤드에는 디코더 모델이 필요합니다. %1은(는) 인코더입니다</translation>
    </message>
    <message>
        <source>block-sparse attention has no flash kernel: use --attention eager</source>
        <translation>블록 희소 어텐션에는 flash 커널이 없습니다: --attention eager를 사용하세요</translation>
    </message>
    <message>
        <source>FlashAttention-2 needs an Ampere or newer GPU; %1 runs eager attention</source>
        <translation>FlashAttention-2에는 Ampere 이상의 GPU가 필요합니다. %1에서는 eager 어텐션으로 실행합니다</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit NF4 base (bitsandbytes) runs on CUDA GPUs only: use LoRA on a TPU</source>
        <translation>QLoRA의 4비트 NF4 베이스 모델(bitsandbytes)은 CUDA GPU에서만 실행됩니다: TPU에서는 LoRA를 사용하세요</translation>
    </message>
    <message>
        <source>the LoRA rank must be at least 1</source>
        <translation>LoRA 랭크는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao) runs on CUDA GPUs under PyTorch only</source>
        <translation>8비트 AdamW(bitsandbytes, torchao)는 PyTorch를 쓰는 CUDA GPU에서만 실행됩니다</translation>
    </message>
    <message>
        <source>paged optimizers (bitsandbytes) run on CUDA GPUs under PyTorch only</source>
        <translation>paged 옵티마이저(bitsandbytes)는 PyTorch를 쓰는 CUDA GPU에서만 실행됩니다</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass is torchtune&apos;s (PyTorch) option</source>
        <translation>역전파 중 옵티마이저 스텝은 torchtune(PyTorch)의 옵션입니다</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass frees each gradient at once: it cannot accumulate gradients over micro-batches</source>
        <translation>역전파 중 옵티마이저 스텝은 각 그레이디언트를 즉시 해제합니다: 마이크로 배치에 걸쳐 그레이디언트를 누적할 수 없습니다</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input은 재계산할 수 없습니다: 재계산이 시작되는 지점입니다(디바이스에 보관하거나 오프로드하세요)</translation>
    </message>
    <message>
        <source>--precision %1 trains every linear layer in 8 bits: use bf16-mixed with LoRA or QLoRA</source>
        <translation>--precision %1은(는) 모든 선형 레이어를 8비트로 훈련합니다: LoRA 또는 QLoRA에서는 bf16-mixed를 사용하세요</translation>
    </message>
    <message>
        <source>--precision %1 has no TensorFlow recipe: use the pytorch runtime (Transformer Engine, torchtitan float8) or xla (MaxText)</source>
        <translation>--precision %1에 대한 TensorFlow 레시피가 없습니다: pytorch 런타임(Transformer Engine, torchtitan float8) 또는 xla(MaxText)를 사용하세요</translation>
    </message>
    <message>
        <source>--context-parallel %1: context parallelism splits a decoder&apos;s sequence (MaxText, Megatron, torchtitan); %2 is an encoder</source>
        <translation>--context-parallel %1: 컨텍스트 병렬화는 디코더의 시퀀스를 분할합니다(MaxText, Megatron, torchtitan). %2은(는) 인코더입니다</translation>
    </message>
    <message>
        <source>--context-parallel %1 runs inside the flash attention kernels (MaxText&apos;s splash attention, Transformer Engine&apos;s fused attention): eager attention has none; use --attention flash on hardware that runs it</source>
        <translation>--context-parallel %1은(는) flash attention 커널 안에서 실행됩니다(MaxText의 splash attention, Transformer Engine의 fused attention). eager 어텐션에는 이 기능이 없습니다: 이를 실행할 수 있는 하드웨어에서 --attention flash를 사용하세요</translation>
    </message>
    <message>
        <source>--context-parallel %1 cuts each sequence into 2 x %1 = %2 equal chunks for causal load balancing: %3 tokens are not a multiple of %2</source>
        <translation>--context-parallel %1은(는) 인과 부하 분산을 위해 각 시퀀스를 2 x %1 = %2개의 균등한 청크로 나눕니다: %3 토큰은 %2의 배수가 아닙니다</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>List the model presets.</source>
        <translation>모델 프리셋을 나열합니다.</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>파라미터 %1개</translation>
    </message>
    <message>
        <source>Show a model&apos;s architecture and exact parameter count.</source>
        <translation>모델의 아키텍처와 정확한 파라미터 수를 표시합니다.</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>프리셋 ID, 모델 YAML 파일 또는 Hugging Face config.json.</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>--model은 필수입니다</translation>
    </message>
    <message>
        <source>  layers %1, hidden %2, heads %3 (head size %4), FFN %5</source>
        <translation>  레이어 %1, 은닉 %2, 헤드 %3 (헤드 크기 %4), FFN %5</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, token types %3, activation %4</source>
        <translation>  어휘 %1, 위치 %2, 토큰 유형 %3, 활성화 함수 %4</translation>
    </message>
    <message>
        <source>  attention: block-sparse (ITC), block %1, %2 random, %3 window and %4 global blocks</source>
        <translation>  어텐션: 블록 희소(ITC), 블록 %1, 랜덤 블록 %2, 윈도 블록 %3, 글로벌 블록 %4</translation>
    </message>
    <message>
        <source>  attention: full</source>
        <translation>  어텐션: 전체</translation>
    </message>
    <message>
        <source>  parameters (encoder with pooler): %1</source>
        <translation>  파라미터(풀러 포함 인코더): %1</translation>
    </message>
    <message>
        <source>    embeddings %1, encoder layers and pooler %2</source>
        <translation>    임베딩 %1, 인코더 레이어 및 풀러 %2</translation>
    </message>
    <message>
        <source>  an MLM head adds %1 (decoder tied to the word embeddings)</source>
        <translation>  MLM 헤드를 추가하면 %1 증가(디코더는 단어 임베딩과 가중치 공유)</translation>
    </message>
    <message>
        <source>  decoder: %1 key/value heads, %2 MLP, %3, embeddings %4</source>
        <translation>  디코더: 키/값 헤드 %1개, %2 MLP, %3, 임베딩 %4</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>게이트형</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>밀집형</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>공유</translation>
    </message>
    <message>
        <source>untied</source>
        <translation>비공유</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, activation %3</source>
        <translation>  어휘 %1, 위치 %2, 활성화 함수 %3</translation>
    </message>
    <message>
        <source>  attention: causal</source>
        <translation>  어텐션: 인과적</translation>
    </message>
    <message>
        <source>  parameters: %1</source>
        <translation>  파라미터: %1</translation>
    </message>
    <message>
        <source>    embeddings %1, layers %2, head (final norm and output projection) %3</source>
        <translation>    임베딩 %1, 레이어 %2, 헤드(최종 정규화 및 출력 프로젝션) %3</translation>
    </message>
    <message>
        <source>  layer stack: %1</source>
        <translation>  레이어 스택: %1</translation>
    </message>
    <message>
        <source>  experts: %1 routed of width %2, %3 per token</source>
        <translation>  전문가: 라우팅 전문가 %1개(너비 %2), 토큰당 %3개</translation>
    </message>
    <message>
        <source>; shared expert width %1%2</source>
        <translation>; 공유 전문가 너비 %1%2</translation>
    </message>
    <message>
        <source> (gated)</source>
        <translation> (게이트형)</translation>
    </message>
    <message>
        <source>; dense layers&apos; MLP width %1</source>
        <translation>; 밀집형 레이어의 MLP 너비 %1</translation>
    </message>
    <message>
        <source>  attention: multi-head latent (MLA), query rank %1, key/value rank %2, head %3 + %4 RoPE, value head %5</source>
        <translation>  어텐션: 멀티헤드 잠재 어텐션(MLA), 쿼리 랭크 %1, 키/값 랭크 %2, 헤드 %3 + RoPE %4, 값 헤드 %5</translation>
    </message>
    <message>
        <source>    multi-token prediction (trained) %1</source>
        <translation>    다중 토큰 예측(훈련 대상) %1</translation>
    </message>
    <message>
        <source>  active parameters per token: %1 (both embedding matrices: the Mistral, Qwen, AI2, Meta and Megatron convention)</source>
        <translation>  토큰당 활성 파라미터: %1 (두 임베딩 행렬 모두 포함: Mistral, Qwen, AI2, Meta, Megatron의 집계 방식)</translation>
    </message>
    <message>
        <source>    excl. input embedding %1 (the OpenAI and DeepSeek convention); non-embedding %2 (the N of 6·N·tokens)</source>
        <translation>    입력 임베딩 제외 %1 (OpenAI와 DeepSeek의 집계 방식); 임베딩 외 %2 (6·N·tokens의 N)</translation>
    </message>
    <message>
        <source>  multi-token prediction: %1 layer(s) in the checkpoint, %2 unique parameters, %3 as stored (with its copies of the embedding and the output head); trained only when asked (train_mtp), %4</source>
        <translation>  다중 토큰 예측: 체크포인트의 레이어 %1개, 고유 파라미터 %2, 저장된 그대로 %3 (임베딩과 출력 헤드의 사본 포함). 요청할 때만 훈련(train_mtp), %4</translation>
    </message>
    <message>
        <source>asked here</source>
        <translation>여기서는 요청됨</translation>
    </message>
    <message>
        <source>not counted above</source>
        <translation>위 합계에는 포함되지 않음</translation>
    </message>
    <message>
        <source>  the total counts %1 router correction biases the checkpoint stores (buffers in Hugging Face: model.parameters() is that much lower)</source>
        <translation>  합계에는 체크포인트에 저장된 라우터 보정 바이어스 %1개가 포함됩니다(Hugging Face에서는 버퍼이므로 model.parameters()는 그만큼 적음)</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the routed experts in MXFP4 (4.25 bits per expert weight: two E2M1 values per byte and one E8M0 scale per 32); training runs from bf16</source>
        <translation>  저장 형식: 체크포인트는 라우팅 전문가를 MXFP4로 보관합니다(전문가 가중치당 4.25비트: 바이트당 E2M1 값 2개, 32개당 E8M0 스케일 1개). 훈련은 bf16에서 실행합니다</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the weights in block-scaled FP8 (%1; the scales are not parameters); training runs from bf16</source>
        <translation>  저장 형식: 체크포인트는 가중치를 블록 스케일 FP8로 보관합니다(%1, 스케일은 파라미터가 아님). 훈련은 bf16에서 실행합니다</translation>
    </message>
    <message>
        <source>  storage: the checkpoint is quantised (%1); training runs from bf16</source>
        <translation>  저장 형식: 체크포인트가 양자화되어 있습니다(%1). 훈련은 bf16에서 실행합니다</translation>
    </message>
    <message>
        <source>  text model only: the vision tower and its projector are left out of every count</source>
        <translation>  텍스트 모델만: 비전 타워와 프로젝터는 모든 집계에서 제외됩니다</translation>
    </message>
    <message>
        <source>    layers: %1</source>
        <translation>    레이어: %1</translation>
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
        <translation>사용량</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <source>exceeded by</source>
        <translation>초과량</translation>
    </message>
    <message>
        <source>total usage</source>
        <translation>총 사용량</translation>
    </message>
    <message>
        <source>reserved by the runtime</source>
        <translation>런타임 예약분</translation>
    </message>
    <message>
        <source>output</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>output shared with arguments</source>
        <translation>인수와 공유하는 출력</translation>
    </message>
    <message>
        <source>program requirement</source>
        <translation>프로그램 요구량</translation>
    </message>
    <message>
        <source>global</source>
        <translation>전역</translation>
    </message>
    <message>
        <source>scoped</source>
        <translation>스코프</translation>
    </message>
    <message>
        <source>reserved in the program</source>
        <translation>프로그램 내 예약분</translation>
    </message>
    <message>
        <source>temporaries (HLO temp)</source>
        <translation>임시 버퍼(HLO temp)</translation>
    </message>
    <message>
        <source>temporaries before padding</source>
        <translation>패딩 전 임시 버퍼</translation>
    </message>
    <message>
        <source>temporaries after padding</source>
        <translation>패딩 후 임시 버퍼</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>단편화</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 용량</translation>
    </message>
    <message>
        <source>reserved at the top of memory</source>
        <translation>메모리 상단 예약분</translation>
    </message>
    <message>
        <source>allocation %1</source>
        <translation>할당 %1</translation>
    </message>
    <message>
        <source>allocation %1 before padding</source>
        <translation>패딩 전 할당 %1</translation>
    </message>
    <message>
        <source>allocation %1 padding</source>
        <translation>할당 %1 패딩</translation>
    </message>
    <message>
        <source>tried to allocate</source>
        <translation>할당 시도량</translation>
    </message>
    <message>
        <source>free</source>
        <translation>여유</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>예약됨</translation>
    </message>
    <message>
        <source>reservable</source>
        <translation>예약 가능</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch 할당분</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch 예약분</translation>
    </message>
    <message>
        <source>reserved by PyTorch (cached)</source>
        <translation>PyTorch 예약분(캐시)</translation>
    </message>
    <message>
        <source>reserved by PyTorch but unallocated</source>
        <translation>PyTorch가 예약했지만 할당하지 않은 양</translation>
    </message>
    <message>
        <source>in use by this process</source>
        <translation>이 프로세스가 사용 중</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>프로세스 %1</translation>
    </message>
    <message>
        <source>allocator limit</source>
        <translation>할당자 한도</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>사용 중</translation>
    </message>
    <message>
        <source>largest in use</source>
        <translation>최대 사용 중</translation>
    </message>
    <message>
        <source>Used %1 minus the capacity %2 is not the %3 the message says it exceeded by: the numbers may have been mangled in copying.</source>
        <translation>사용량 %1에서 용량 %2를 뺀 값이 메시지에 표시된 초과량 %3와 다릅니다: 복사하는 과정에서 숫자가 손상되었을 수 있습니다.</translation>
    </message>
    <message>
        <source>Reserved + program + arguments (%1) do not add up to the total usage %2.</source>
        <translation>예약분 + 프로그램 + 인수(%1)의 합이 총 사용량 %2와 맞지 않습니다.</translation>
    </message>
    <message>
        <source>PyTorch cannot have allocated (%1) more than it reserved (%2): the numbers may have been mangled in copying.</source>
        <translation>PyTorch가 할당한 양(%1)이 예약한 양(%2)보다 클 수 없습니다: 복사하는 과정에서 숫자가 손상되었을 수 있습니다.</translation>
    </message>
    <message>
        <source>PyTorch cannot have reserved (%1) more than the GPU&apos;s capacity (%2).</source>
        <translation>PyTorch가 예약한 양(%1)이 GPU 용량(%2)보다 클 수 없습니다.</translation>
    </message>
    <message>
        <source>Line %1: %2 is larger than any accelerator&apos;s memory; check the unit.</source>
        <translation>%1행: %2는 어떤 가속기의 메모리보다도 큽니다. 단위를 확인하세요.</translation>
    </message>
    <message>
        <source>Line %1 has &quot;%2&quot; but its number could not be read (a digit or unit is missing or mangled).</source>
        <translation>%1행에 &quot;%2&quot; 항목이 있지만 숫자를 읽을 수 없습니다(숫자나 단위가 빠졌거나 손상됨).</translation>
    </message>
    <message>
        <source>the used and available memory</source>
        <translation>사용량과 사용 가능한 메모리</translation>
    </message>
    <message>
        <source>the capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <source>the parts of the total</source>
        <translation>총량의 구성 요소</translation>
    </message>
    <message>
        <source>the list of the largest allocations</source>
        <translation>가장 큰 할당 목록</translation>
    </message>
    <message>
        <source>the end of allocation %1</source>
        <translation>할당 %1의 끝부분</translation>
    </message>
    <message>
        <source>the size PyTorch tried to allocate</source>
        <translation>PyTorch가 할당하려던 크기</translation>
    </message>
    <message>
        <source>the GPU&apos;s total capacity</source>
        <translation>GPU의 총 용량</translation>
    </message>
    <message>
        <source>the memory allocated by PyTorch</source>
        <translation>PyTorch가 할당한 메모리</translation>
    </message>
    <message>
        <source>the free memory</source>
        <translation>여유 메모리</translation>
    </message>
    <message>
        <source>The message seems cut off or mangled: %1 could not be found.</source>
        <translation>메시지가 잘렸거나 손상된 것 같습니다. 찾을 수 없는 항목: %1.</translation>
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
        <translation>PyTorch(CUDA)</translation>
    </message>
    <message>
        <source>an unrecognised framework</source>
        <translation>인식되지 않은 프레임워크</translation>
    </message>
    <message>
        <source>XLA, while compiling the step</source>
        <translation>XLA, 스텝 컴파일 중</translation>
    </message>
    <message>
        <source>XLA, while running the step</source>
        <translation>XLA, 스텝 실행 중</translation>
    </message>
    <message>
        <source>the CUDA caching allocator</source>
        <translation>CUDA 캐싱 할당자</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator</source>
        <translation>TensorFlow의 GPU 할당자</translation>
    </message>
    <message>
        <source>no out-of-memory error</source>
        <translation>메모리 부족 오류 아님</translation>
    </message>
    <message>
        <source>&lt;pasted text&gt;</source>
        <translation>&lt;붙여 넣은 텍스트&gt;</translation>
    </message>
    <message>
        <source>%1 characters is too long for an error message (at most %2 MiB): paste the error and the lines around it, not the whole log</source>
        <translation>%1자는 오류 메시지로는 너무 깁니다(최대 %2 MiB): 전체 로그가 아니라 오류와 그 주변 줄을 붙여 넣으세요</translation>
    </message>
    <message>
        <source>No out-of-memory message was recognised. Paste the whole error: from &quot;Ran out of memory&quot; (XLA on TPU) or &quot;CUDA out of memory&quot; (PyTorch) to the end of the list of allocations.</source>
        <translation>메모리 부족 메시지를 인식하지 못했습니다. &quot;Ran out of memory&quot;(TPU의 XLA) 또는 &quot;CUDA out of memory&quot;(PyTorch)부터 할당 목록의 끝까지 오류 전체를 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>XLA prints sizes in binary units: G is GiB (2^30 bytes), M is MiB, K is KiB. All figures below are GiB.</source>
        <translation>XLA는 크기를 이진 단위로 출력합니다: G는 GiB(2^30바이트), M은 MiB, K는 KiB입니다. 아래의 모든 수치는 GiB입니다.</translation>
    </message>
    <message>
        <source>%1 compiled the training step for one device and found that it needs %2 of %3, but only %4 is available: %5 (%6 %) too much. XLA plans all memory before the step runs, so this is the step&apos;s whole requirement, not a snapshot.</source>
        <translation>%1에서 디바이스 1개용 훈련 스텝을 컴파일한 결과 %3 %2가 필요하지만 사용 가능한 양은 %4뿐입니다: %5(%6%) 초과. XLA는 스텝을 실행하기 전에 모든 메모리를 계획하므로, 이는 스냅숏이 아니라 스텝 전체의 요구량입니다.</translation>
    </message>
    <message>
        <source>%1 ran out of %2 while compiling the training step for one device.</source>
        <translation>%1에서 디바이스 1개용 훈련 스텝을 컴파일하는 중에 %2 메모리가 부족해졌습니다.</translation>
    </message>
    <message>
        <source>The capacity %1 is what is left of the device&apos;s %2 GiB after the runtime reserved %3 at the top of memory.</source>
        <translation>용량 %1는 디바이스의 %2 GiB에서 런타임이 메모리 상단에 %3를 예약하고 남은 양입니다.</translation>
    </message>
    <message>
        <source>The capacity %1 is the device&apos;s whole memory; the %2 the runtime reserves at the top of memory counts as used.</source>
        <translation>용량 %1는 디바이스의 전체 메모리입니다. 런타임이 메모리 상단에 예약하는 %2는 사용량에 포함됩니다.</translation>
    </message>
    <message>
        <source>%1 reserved by the TPU runtime</source>
        <translation>TPU 런타임 예약분 %1</translation>
    </message>
    <message>
        <source>%1 for the program (activations, gradients and XLA&apos;s temporaries)</source>
        <translation>프로그램 %1 (활성화, 그레이디언트, XLA 임시 버퍼)</translation>
    </message>
    <message>
        <source>%1 for the arguments (the weights, optimizer states and input batch passed into the step)</source>
        <translation>인수 %1 (스텝에 전달되는 가중치, 옵티마이저 상태, 입력 배치)</translation>
    </message>
    <message>
        <source>the arguments, whose size was not known yet (so the total is a lower bound)</source>
        <translation>인수(크기를 아직 알 수 없으므로 합계는 하한값)</translation>
    </message>
    <message>
        <source>In total at least %1.</source>
        <translation>합계 최소 %1.</translation>
    </message>
    <message>
        <source>In total %1%2: %3.</source>
        <translation>합계 %1%2: %3.</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>최소 </translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1, %2 of it lost to fragmentation: this is where the activations kept for the backward pass live.</source>
        <translation>XLA 임시 버퍼(HLO temp)가 %1를 차지하며, 그중 %2는 단편화로 손실됩니다: 역전파를 위해 보관하는 활성화가 여기에 있습니다.</translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1: this is where the activations kept for the backward pass live.</source>
        <translation>XLA 임시 버퍼(HLO temp)가 %1를 차지합니다: 역전파를 위해 보관하는 활성화가 여기에 있습니다.</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2.</source>
        <translation>가장 큰 단일 할당은 %1입니다: %2.</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2, made by %3.</source>
        <translation>가장 큰 단일 할당은 %1입니다: %2, %3에서 생성.</translation>
    </message>
    <message>
        <source>Padding to the TPU&apos;s memory tiles adds %1 to the %2 listed allocations (up to %3× for one tensor). XLA rounds the last two dimensions of a tensor up to multiples of 8 and 128: a last dimension of 64 (an attention head) doubles a tensor, one of 16 (a BigBird block) makes it 8 times larger.</source>
        <translation>TPU 메모리 타일에 맞춘 패딩으로 나열된 할당 %2개에 %1가 추가됩니다(텐서 하나에서 최대 %3배). XLA는 텐서의 마지막 두 차원을 8과 128의 배수로 올림합니다: 마지막 차원이 64(어텐션 헤드 하나)이면 텐서가 두 배가 되고, 16(BigBird 블록 하나)이면 8배가 됩니다.</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and only %3 was free. This is a failure at run time, not while compiling: memory held by arrays from earlier steps, a second copy of the weights, or fragmentation.</source>
        <translation>%1에서 스텝 실행 중 디바이스 런타임에 %2를 요청했지만 여유 메모리는 %3뿐이었습니다. 이는 컴파일 중이 아니라 실행 시점의 실패입니다: 이전 스텝의 배열이 점유한 메모리, 가중치의 두 번째 사본, 또는 단편화가 원인입니다.</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and it was not available.</source>
        <translation>%1에서 스텝 실행 중 디바이스 런타임에 %2를 요청했지만 사용할 수 없었습니다.</translation>
    </message>
    <message>
        <source>%1 could not allocate a device buffer while the step ran.</source>
        <translation>%1에서 스텝 실행 중 디바이스 버퍼를 할당하지 못했습니다.</translation>
    </message>
    <message>
        <source>PyTorch asked GPU %1 for %2 more while live tensors already held %3 of its %4%5.</source>
        <translation>PyTorch가 GPU %1에 %2를 추가로 요청했지만, 활성 텐서가 이미 %4 중 %3를 점유하고 있었습니다%5.</translation>
    </message>
    <message>
        <source>; only %1 was free</source>
        <translation>(여유는 %1뿐)</translation>
    </message>
    <message>
        <source>PyTorch asked the GPU for %1 more and did not get it.</source>
        <translation>PyTorch가 GPU에 %1를 추가로 요청했지만 할당받지 못했습니다.</translation>
    </message>
    <message>
        <source>PyTorch ran out of GPU memory.</source>
        <translation>PyTorch에서 GPU 메모리가 부족해졌습니다.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s caching allocator held %1 in all, %2 of it cached but not in use (%3 %).%4</source>
        <translation>PyTorch 캐싱 할당자가 총 %1를 점유했고, 그중 %2는 캐시되어 있지만 사용되지 않았습니다(%3%).%4</translation>
    </message>
    <message>
        <source> That is a lot: fragmentation is part of the problem. PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 or later) or max_split_size_mb reduces it.</source>
        <translation> 많은 양입니다: 단편화가 문제의 일부입니다. PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 이상) 또는 max_split_size_mb로 줄일 수 있습니다.</translation>
    </message>
    <message>
        <source>About %1 was in use outside PyTorch&apos;s allocator: the CUDA context and libraries%2.</source>
        <translation>약 %1가 PyTorch 할당자 외부에서 사용 중이었습니다: CUDA 컨텍스트와 라이브러리%2.</translation>
    </message>
    <message>
        <source>, and any other process on the GPU</source>
        <translation>, 그리고 GPU의 다른 모든 프로세스</translation>
    </message>
    <message>
        <source>Process %1 held %2 on the same GPU: that memory was not available to training.</source>
        <translation>프로세스 %1이(가) 같은 GPU에서 %2를 점유했습니다: 이 메모리는 훈련에 사용할 수 없었습니다.</translation>
    </message>
    <message>
        <source>A CUDA out-of-memory error is a snapshot at the allocation that failed: the step may need more at its peak, so these figures are a lower bound.</source>
        <translation>CUDA 메모리 부족 오류는 할당이 실패한 시점의 스냅숏입니다: 스텝의 최대 사용량은 더 클 수 있으므로 이 수치는 하한값입니다.</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator could not allocate %1%2%3.</source>
        <translation>TensorFlow의 GPU 할당자가 %1%2를 할당하지 못했습니다%3.</translation>
    </message>
    <message>
        <source>a %1 tensor of shape %2</source>
        <translation>형태가 %2인 %1 텐서</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> with %1 of its %2 limit in use</source>
        <translation>(한도 %2 중 %1 사용 중)</translation>
    </message>
    <message numerus="yes">
        <source>The message appears %n times (logs repeat it, often once per core); the figures are from its most complete copy.</source>
        <translation>
            <numerusform>메시지가 %n번 나타납니다(로그에서 반복되며, 보통 코어마다 한 번). 수치는 가장 완전한 사본에서 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) inside the message could not be read; they are listed as they were pasted.</source>
        <translation>
            <numerusform>메시지 안의 %n줄을 읽을 수 없습니다. 붙여 넣은 그대로 나열합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>the text of an error message</source>
        <translation>오류 메시지 텍스트</translation>
    </message>
    <message>
        <source>temporaries</source>
        <translation>임시 버퍼</translation>
    </message>
    <message>
        <source>aliased (donated) output</source>
        <translation>별칭 처리된(donated) 출력</translation>
    </message>
    <message>
        <source>generated code</source>
        <translation>생성된 코드</translation>
    </message>
    <message>
        <source>host temporaries</source>
        <translation>호스트 임시 버퍼</translation>
    </message>
    <message>
        <source>total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>&quot;This process has %1 in use&quot; is more than the GPU&apos;s %2 (a counter that wrapped around): the figure is not used.</source>
        <translation>&quot;This process has %1 in use&quot;가 GPU의 %2보다 큽니다(카운터가 한 바퀴 돌아 넘친 값): 이 수치는 사용하지 않습니다.</translation>
    </message>
    <message>
        <source>Process %1 is said to hold %2, more than the GPU&apos;s %3: the figure is not used.</source>
        <translation>프로세스 %1이(가) %2를 점유한다고 나와 있지만 이는 GPU의 %3보다 큽니다: 이 수치는 사용하지 않습니다.</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>인수 %1</translation>
    </message>
    <message>
        <source>output %1</source>
        <translation>출력 %1</translation>
    </message>
    <message>
        <source>temporaries %1</source>
        <translation>임시 버퍼 %1</translation>
    </message>
    <message>
        <source>− aliased %1</source>
        <translation>− 별칭 %1</translation>
    </message>
    <message>
        <source>generated code %1</source>
        <translation>생성된 코드 %1</translation>
    </message>
    <message>
        <source>MaxText&apos;s total %1</source>
        <translation>MaxText 합계 %1</translation>
    </message>
    <message>
        <source>The compiler&apos;s own figure for one device: %1 (%2). It is what XLA planned for the compiled step, without the runtime&apos;s reservation; host temporaries are not counted.</source>
        <translation>디바이스 1개에 대한 컴파일러 자체 수치: %1 (%2). XLA가 컴파일된 스텝에 대해 계획한 양으로, 런타임 예약분은 포함하지 않으며 호스트 임시 버퍼도 계산하지 않습니다.</translation>
    </message>
    <message>
        <source>MaxText prints its sizes in GB of 1024³ bytes (GiB), to one decimal: the figure is exact to about 0.1 GiB.</source>
        <translation>MaxText는 크기를 1024³바이트 단위의 GB(GiB)로 소수점 한 자리까지 출력합니다: 수치의 정확도는 약 0.1 GiB입니다.</translation>
    </message>
    <message>
        <source>Looked for: XLA&apos;s &quot;Ran out of memory in memory space&quot;, &quot;Used X of Y&quot;, &quot;Total hbm usage&quot;, &quot;Aborting compilation early … Requires X, has Y available&quot;, &quot;Attempting to reserve/allocate&quot;, &quot;Failed to allocate request for&quot;, &quot;Out of memory while trying to allocate&quot;; PyTorch&apos;s &quot;CUDA out of memory. Tried to allocate&quot;; TensorFlow&apos;s &quot;OOM when allocating tensor&quot;; the host&apos;s std::bad_alloc, MemoryError and the OOM killer; and the compiler&apos;s figure (memory_analysis() fields …_size_in_bytes, MaxText&apos;s &quot;Total memory size:&quot;).</source>
        <translation>찾아본 항목: XLA의 &quot;Ran out of memory in memory space&quot;, &quot;Used X of Y&quot;, &quot;Total hbm usage&quot;, &quot;Aborting compilation early … Requires X, has Y available&quot;, &quot;Attempting to reserve/allocate&quot;, &quot;Failed to allocate request for&quot;, &quot;Out of memory while trying to allocate&quot;, PyTorch의 &quot;CUDA out of memory. Tried to allocate&quot;, TensorFlow의 &quot;OOM when allocating tensor&quot;, 호스트의 std::bad_alloc, MemoryError 및 OOM killer, 그리고 컴파일러의 수치(memory_analysis() 필드 …_size_in_bytes, MaxText의 &quot;Total memory size:&quot;).</translation>
    </message>
    <message>
        <source>The text does mention running out of memory (%1), but without the lines that carry the figures: the full error is longer than what was pasted.</source>
        <translation>텍스트에 메모리 부족에 대한 언급(%1)은 있지만 수치가 담긴 줄이 없습니다: 실제 오류 전체는 붙여 넣은 내용보다 깁니다.</translation>
    </message>
    <message>
        <source>To get the whole message: JAX prints it in full in the exception (set JAX_TRACEBACK_FILTERING=off for the whole traceback); TensorFlow and PyTorch/XLA hide the C++ log below warnings unless TF_CPP_MIN_LOG_LEVEL=0; XLA_FLAGS=--xla_dump_to=DIR writes what the compiler planned; PyTorch&apos;s CUDA message comes with torch.cuda.memory_summary(), and PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True changes how it allocates, not what it prints. Or compile the step without running it and paste compiled.memory_analysis() (JAX) or MaxText&apos;s train_compile.py output.</source>
        <translation>메시지 전체를 얻으려면: JAX는 예외에 메시지 전체를 출력합니다(전체 트레이스백은 JAX_TRACEBACK_FILTERING=off로 설정). TensorFlow와 PyTorch/XLA는 TF_CPP_MIN_LOG_LEVEL=0이 아니면 경고 수준 미만의 C++ 로그를 숨깁니다. XLA_FLAGS=--xla_dump_to=DIR은 컴파일러가 계획한 내용을 기록합니다. PyTorch의 CUDA 메시지는 torch.cuda.memory_summary()와 함께 나오며, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True는 할당 방식을 바꿀 뿐 출력 내용은 바꾸지 않습니다. 또는 스텝을 실행하지 않고 컴파일한 다음 compiled.memory_analysis()(JAX) 또는 MaxText의 train_compile.py 출력을 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>%1 compiled the step and found that a kernel needs %2 of %3, but the core has %4: %5 too much.</source>
        <translation>%1에서 스텝을 컴파일한 결과 커널에 %3 %2가 필요하지만 코어에는 %4만 있습니다: %5 초과.</translation>
    </message>
    <message>
        <source>%1 is the newer XLA&apos;s code for this error: the step does not fit while compiling.</source>
        <translation>%1은(는) 최신 XLA에서 이 오류를 나타내는 코드입니다: 컴파일 중에 스텝이 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>%1 is memory on the TPU core itself, not HBM: a kernel (attention, most often a Pallas kernel such as paged or flash attention) asked for more of it than the core has. Its size does not depend on the batch or the number of chips but on the kernel&apos;s block sizes and, for the tables a kernel keeps there, on the sequence length.</source>
        <translation>%1은(는) HBM이 아니라 TPU 코어 자체의 메모리입니다: 커널(어텐션, 대개 paged attention이나 flash attention 같은 Pallas 커널)이 코어에 있는 것보다 많은 양을 요청했습니다. 그 크기는 배치나 칩 수가 아니라 커널의 블록 크기에 따라, 그리고 커널이 그곳에 보관하는 테이블의 경우 시퀀스 길이에 따라 달라집니다.</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate, %1, is above the %2 available. The estimate is rough, but a requirement this far over is not a matter of fragmentation.%3</source>
        <translation>XLA가 메모리를 계획하기 전에 중단했습니다: 첫 추정치 %1가 사용 가능한 %2보다 큽니다. 추정치는 대략적이지만, 이만큼 초과하는 요구량은 단편화 문제가 아닙니다.%3</translation>
    </message>
    <message>
        <source> A requirement a hundred times the device or more is a shape that multiplied out (a wrong dimension, a broadcast), not a batch that is a little too large.</source>
        <translation> 디바이스의 100배 이상인 요구량은 배치가 조금 큰 것이 아니라 형태가 크게 불어난 것(잘못된 차원, 브로드캐스트)입니다.</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate is above what is available.</source>
        <translation>XLA가 메모리를 계획하기 전에 중단했습니다: 첫 추정치가 사용 가능한 양보다 큽니다.</translation>
    </message>
    <message>
        <source>Only the breakdown was pasted, without the &quot;Used X of Y&quot; line: the total (%1) is what the step needs at least, the device&apos;s capacity comes from the hardware.</source>
        <translation>&quot;Used X of Y&quot; 줄 없이 구성 내역만 붙여 넣었습니다: 합계(%1)는 스텝에 필요한 최소량이며, 디바이스 용량은 하드웨어 정보에서 가져옵니다.</translation>
    </message>
    <message>
        <source>Process %1 holds %2, of which PyTorch&apos;s own allocator accounts for all but %3: it is this process (inside a container PyTorch cannot tell its own PID), not another program.</source>
        <translation>프로세스 %1이(가) %2를 점유하며, 그중 %3를 제외한 전부가 PyTorch 자체 할당자의 몫입니다: 다른 프로그램이 아니라 이 프로세스입니다(컨테이너 안에서는 PyTorch가 자신의 PID를 알 수 없음).</translation>
    </message>
    <message>
        <source>The host ran out of RAM (not the accelerator&apos;s memory) when %1 was asked for.</source>
        <translation>%1를 요청했을 때 호스트 RAM이 부족해졌습니다(가속기 메모리가 아님).</translation>
    </message>
    <message>
        <source>The host ran out of RAM, not the accelerator&apos;s memory: loading the data or the checkpoint, or memory offloaded to the host.</source>
        <translation>가속기 메모리가 아니라 호스트 RAM이 부족해졌습니다: 데이터나 체크포인트 로드, 또는 호스트로 오프로드한 메모리가 원인입니다.</translation>
    </message>
    <message>
        <source>resident when killed</source>
        <translation>종료 시 상주 메모리</translation>
    </message>
    <message>
        <source>the host&apos;s memory</source>
        <translation>호스트 메모리</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis</source>
        <translation>컴파일러의 메모리 분석</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>SMEM (on-chip scalar memory)</source>
        <translation>SMEM(온칩 스칼라 메모리)</translation>
    </message>
    <message>
        <source>VMEM (on-chip vector memory)</source>
        <translation>VMEM(온칩 벡터 메모리)</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>호스트 메모리</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 메모리</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>required</source>
        <translation>필요량</translation>
    </message>
    <message>
        <source>available</source>
        <translation>사용 가능량</translation>
    </message>
    <message>
        <source>The message names the experts of a mixture-of-experts layer (%1): their weights and the tokens routed to them shrink with expert parallelism, a lower capacity factor and recomputing the expert matmuls.</source>
        <translation>메시지에 전문가 혼합(MoE) 레이어의 전문가(%1)가 나옵니다: 전문가의 가중치와 전문가로 라우팅된 토큰은 전문가 병렬화, 더 낮은 용량 계수, 전문가 행렬 곱셈 재계산으로 줄일 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>PaddingAnalysis</name>
    <message>
        <source>pad to the dataset maximum</source>
        <translation>데이터 세트 최대 길이로 패딩</translation>
    </message>
    <message>
        <source>fixed length %1</source>
        <translation>고정 길이 %1</translation>
    </message>
    <message>
        <source>pad each batch to a multiple of %1</source>
        <translation>각 배치를 %1의 배수로 패딩</translation>
    </message>
    <message>
        <source>buckets %1</source>
        <translation>버킷 %1</translation>
    </message>
    <message>
        <source>pack into chunks of %1</source>
        <translation>%1 토큰 청크로 패킹</translation>
    </message>
    <message>
        <source>no sequence lengths to analyse</source>
        <translation>분석할 시퀀스 길이가 없습니다</translation>
    </message>
    <message>
        <source>the batch must be at least 1 sequence</source>
        <translation>배치는 시퀀스 1개 이상이어야 합니다</translation>
    </message>
    <message>
        <source>the fixed length must be from 1 to %1 tokens</source>
        <translation>고정 길이는 1에서 %1 토큰 사이여야 합니다</translation>
    </message>
    <message>
        <source>the chunk length must be from 1 to %1 tokens</source>
        <translation>청크 길이는 1에서 %1 토큰 사이여야 합니다</translation>
    </message>
    <message>
        <source>a padding multiple must be from 1 to %1</source>
        <translation>패딩 배수는 1에서 %1 사이여야 합니다</translation>
    </message>
    <message>
        <source>a bucket boundary must be from 1 to %1 tokens</source>
        <translation>버킷 경계는 1에서 %1 토큰 사이여야 합니다</translation>
    </message>
    <message>
        <source>the shape budget must be at least 1</source>
        <translation>형태 예산은 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>Pack the sequences into chunks of %1 tokens, as the RoBERTa-on-TPU example does: one input shape, %2 of the computed tokens are padding (only in the last chunk). Packing joins documents into one stream, which suits pretraining (masked language modelling) but not examples that must stay whole.</source>
        <translation>RoBERTa-on-TPU 예제처럼 시퀀스를 %1 토큰 청크로 패킹합니다: 입력 형태는 하나이고, 계산한 토큰 중 %2가 패딩입니다(마지막 청크에만 있음). 패킹은 문서를 하나의 스트림으로 이어 붙이므로 사전 훈련(마스크 언어 모델링)에는 적합하지만, 온전히 유지해야 하는 예제에는 적합하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</source>
        <translation>
            <numerusform>%1: 입력 형태 %n개(예산 %2), 계산한 토큰 중 %3가 패딩, 처리량 비용 %4. 모든 토큰을 유지하는 전략 중 패딩이 가장 적습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</source>
        <translation>
            <numerusform>%1: 입력 형태 %n개, 계산한 토큰 중 %2가 패딩(처리량 비용 %3). 가장 저렴한 옵션과의 차이가 %4포인트 이내이며, 그 옵션은 더 많은 형태가 필요합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1: %n shape(s), throughput cost %2.)</source>
        <translation>
            <numerusform>(%1: 형태 %n개, 처리량 비용 %2.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Against padding everything to the dataset maximum (%1 tokens), a step of real tokens costs %2× less compute.</source>
        <translation>모든 시퀀스를 데이터 세트 최대 길이(%1 토큰)로 패딩하는 것과 비교하면, 실제 토큰으로 이루어진 스텝 하나의 연산량이 1/%2로 줄어듭니다.</translation>
    </message>
    <message>
        <source>%1 pads less but cuts %2 tokens off %3 sequences.</source>
        <translation>%1은(는) 패딩이 더 적지만 시퀀스 %3개에서 %2 토큰을 잘라냅니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</source>
        <translation>
            <numerusform>%1은(는) 패딩이 더 적지만(%2) 입력 형태를 약 %n개 컴파일하므로 예산(%3)을 초과합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would pad only %2 but joins examples, which this plan rules out.</source>
        <translation>%1은(는) 패딩이 %2뿐이지만 예제를 이어 붙이므로, 이 계획에서는 허용되지 않습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length from 1 to %2 tokens</source>
        <translation>1에서 %2 토큰 사이의 길이가 아닙니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the list of lengths is empty</source>
        <translation>길이 목록이 비어 있습니다</translation>
    </message>
</context>
<context>
    <name>PaddingCommand</name>
    <message>
        <source>Compare padding strategies for a file of sequence lengths: input shapes (XLA compilations), padded tokens, real tokens per step and the throughput cost of the padding.</source>
        <translation>시퀀스 길이 파일에 대해 패딩 전략을 비교합니다: 입력 형태(XLA 컴파일 횟수), 패딩 토큰, 스텝당 실제 토큰, 패딩으로 인한 처리량 비용.</translation>
    </message>
    <message>
        <source>Sequence lengths: one whole number per line, or a CSV/TSV file (a &quot;count&quot; column makes it a histogram).</source>
        <translation>시퀀스 길이: 한 줄에 정수 하나, 또는 CSV/TSV 파일(&quot;count&quot; 열이 있으면 히스토그램).</translation>
    </message>
    <message>
        <source>CSV column of lengths, by name or number (1 = first).</source>
        <translation>길이가 담긴 CSV 열(이름 또는 번호, 1 = 첫 번째).</translation>
    </message>
    <message>
        <source>CSV column of counts (histogram rows).</source>
        <translation>개수가 담긴 CSV 열(히스토그램 행).</translation>
    </message>
    <message>
        <source>Sequences per step (global batch).</source>
        <translation>스텝당 시퀀스 수(전역 배치).</translation>
    </message>
    <message>
        <source>Length for the fixed-length strategy (default: the longest sequence rounded up to 128).</source>
        <translation>고정 길이 전략의 길이(기본값: 가장 긴 시퀀스를 128 단위로 올림).</translation>
    </message>
    <message>
        <source>Pad-to-multiple strategies to compare.</source>
        <translation>비교할 배수 패딩 전략.</translation>
    </message>
    <message>
        <source>Bucket boundaries, comma separated (default: 64, 128, 256, ... up to the fixed length).</source>
        <translation>버킷 경계, 쉼표로 구분(기본값: 64, 128, 256, ... 고정 길이까지).</translation>
    </message>
    <message>
        <source>Chunk length for packing (default: the fixed length).</source>
        <translation>패킹 청크 길이(기본값: 고정 길이).</translation>
    </message>
    <message>
        <source>Most input shapes (compilations) a recommended strategy may need.</source>
        <translation>권장 전략에 허용되는 최대 입력 형태 수(컴파일 횟수).</translation>
    </message>
    <message>
        <source>Examples must stay whole (fine-tuning, classification): do not recommend packing.</source>
        <translation>예제를 자르거나 합치지 않고 유지해야 함(미세 조정, 분류): 패킹을 권장하지 않습니다.</translation>
    </message>
    <message>
        <source>--lengths FILE is required</source>
        <translation>--lengths FILE은 필수입니다</translation>
    </message>
    <message>
        <source>Lengths: %1</source>
        <translation>길이: %1</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another with --column)</source>
        <translation>열 &quot;%1&quot; (첫 번째 숫자 열. 다른 열은 --column으로 선택)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>열 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>counts from column &quot;%1&quot;</source>
        <translation>개수: 열 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens</source>
        <translation>시퀀스 %1개, %2 토큰</translation>
    </message>
    <message>
        <source>shortest %1, mean %2, median %3, p90 %4, p99 %5, longest %6</source>
        <translation>최단 %1, 평균 %2, 중앙값 %3, p90 %4, p99 %5, 최장 %6</translation>
    </message>
    <message numerus="yes">
        <source>Batch: %n sequence(s) per step; shape budget %1</source>
        <translation>
            <numerusform>배치: 스텝당 시퀀스 %n개, 형태 예산 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <source>shapes</source>
        <translation>형태</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <source>real tokens/step</source>
        <translation>스텝당 실제 토큰</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>잘림</translation>
    </message>
    <message>
        <source>shapes: distinct input shapes in one epoch (compilations; ~ = expected for random batches). padding: share of computed tokens that are padding. cost: extra compute per real token.</source>
        <translation>형태: 한 에포크에서 나타나는 서로 다른 입력 형태 수(컴파일 횟수, ~ = 무작위 배치에 대한 기댓값). 패딩: 계산한 토큰 중 패딩의 비율. 비용: 실제 토큰당 추가 연산량.</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>권장: %1</translation>
    </message>
    <message>
        <source>If examples must stay whole: %1</source>
        <translation>예제를 온전히 유지해야 하는 경우: %1</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>준비 상태</translation>
    </message>
</context>
<context>
    <name>PaddingPanel</name>
    <message>
        <source>Padding and bucketing</source>
        <translation>패딩 및 버킷팅</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>배치(&amp;B):</translation>
    </message>
    <message>
        <source>Sequences per step (the global batch; the plan&apos;s by default)</source>
        <translation>스텝당 시퀀스 수(전역 배치. 기본값은 계획의 배치)</translation>
    </message>
    <message>
        <source>Most &amp;shapes:</source>
        <translation>최대 형태 수(&amp;S):</translation>
    </message>
    <message>
        <source>Most input shapes (XLA compilations) a recommended strategy may need</source>
        <translation>권장 전략에 허용되는 최대 입력 형태 수(XLA 컴파일 횟수)</translation>
    </message>
    <message>
        <source>Sequences may be concatenated and cut into chunks (pretraining). Clear it when each example must stay whole (fine-tuning, classification).</source>
        <translation>시퀀스를 이어 붙여 청크로 자를 수 있습니다(사전 훈련). 각 예제를 자르거나 합치지 않고 유지해야 하면(미세 조정, 분류) 선택을 해제하세요.</translation>
    </message>
    <message>
        <source>&amp;Packing allowed</source>
        <translation>패킹 허용(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>--pipeline-parallel: %1 is an encoder, whose training code (TensorFlow BERT and BigBird on TPUStrategy, the Hugging Face Trainer) has no pipeline: use --pipeline-parallel 1</source>
        <translation>--pipeline-parallel: %1은(는) 인코더이며, 인코더의 훈련 코드(TPUStrategy의 TensorFlow BERT와 BigBird, Hugging Face Trainer)에는 파이프라인이 없습니다: --pipeline-parallel 1을 사용하세요</translation>
    </message>
    <message>
        <source>--pipeline-parallel: TensorFlow&apos;s training code runs no pipeline; use the xla runtime (MaxText) or pytorch (Megatron-LM, torchtitan)</source>
        <translation>--pipeline-parallel: TensorFlow의 훈련 코드는 파이프라인을 실행하지 않습니다. xla 런타임(MaxText) 또는 pytorch(Megatron-LM, torchtitan)를 사용하세요</translation>
    </message>
    <message>
        <source>--pipeline-parallel: %1 stages are more than the %2 layers of %3</source>
        <translation>--pipeline-parallel: 스테이지 %1개가 %3의 레이어 수 %2보다 많습니다</translation>
    </message>
    <message>
        <source>--virtual-stages: %1 stages × %2 chunks of layers are more than the %3 layers of %4</source>
        <translation>--virtual-stages: 스테이지 %1개 × 레이어 청크 %2개가 %4의 레이어 수 %3보다 많습니다</translation>
    </message>
    <message>
        <source>%1: MaxText cuts the %2 layers of %3 into stages × repeats = %4 equal parts, which does not divide them</source>
        <translation>%1: MaxText는 %3의 레이어 %2개를 스테이지 × 반복 = %4개의 균등한 부분으로 나누는데, 레이어 수가 이 값으로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>%1: Megatron-LM&apos;s interleaved schedule needs the %2 layers of %3 divisible by stages × virtual stages = %4</source>
        <translation>%1: Megatron-LM의 인터리브 스케줄에서는 %3의 레이어 %2개가 스테이지 × 가상 스테이지 = %4로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <source>--microbatches: a pipeline needs at least one microbatch</source>
        <translation>--microbatches: 파이프라인에는 마이크로 배치가 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>--microbatches: %1 microbatches do not divide the %2 sequences a pipeline holds per step (the batch per device × tensor parallelism)</source>
        <translation>--microbatches: 파이프라인이 스텝당 처리하는 시퀀스 %2개(디바이스당 배치 × 텐서 병렬화)가 마이크로 배치 %1개로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>--microbatches: MaxText needs the microbatches (%1) to be a multiple of the %2 stages</source>
        <translation>--microbatches: MaxText에서는 마이크로 배치 수(%1)가 스테이지 수 %2의 배수여야 합니다</translation>
    </message>
    <message>
        <source>--microbatches: the interleaved schedule needs at least one microbatch per stage (%1 &lt; %2)</source>
        <translation>--microbatches: 인터리브 스케줄에는 스테이지당 마이크로 배치가 하나 이상 필요합니다(%1 &lt; %2)</translation>
    </message>
</context>
<context>
    <name>PipelineCommands</name>
    <message>
        <source>Pipeline of %1 stages (%2): each optimizer step&apos;s batch per pipeline is cut into %3 microbatches; the bubble, %4 % of the step, is in the step time. The heaviest stage&apos;s memory is the figure that decides the fit.</source>
        <translation>스테이지 %1개의 파이프라인(%2): 각 옵티마이저 스텝의 파이프라인당 배치를 마이크로 배치 %3개로 나눕니다. 스텝의 %4%를 차지하는 버블은 스텝 시간에 포함됩니다. 메모리에 들어가는지는 가장 무거운 스테이지의 메모리로 결정됩니다.</translation>
    </message>
</context>
<context>
    <name>PlanComparison</name>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>그레이디언트 체크포인팅</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>런타임</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>디바이스</translation>
    </message>
    <message>
        <source>Batch per device</source>
        <translation>디바이스당 배치</translation>
    </message>
    <message>
        <source>Accumulation steps</source>
        <translation>누적 스텝</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>메모리에 들어감</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>훈련 시간</translation>
    </message>
    <message>
        <source>Expected time with preemptions</source>
        <translation>선점 포함 예상 시간</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>시간당 가격</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>Expected cost with preemptions</source>
        <translation>선점 포함 예상 비용</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>block-sparse</source>
        <translation>블록 희소</translation>
    </message>
    <message>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>스텝</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Model type</source>
        <translation>모델 유형</translation>
    </message>
    <message>
        <source>Parameters (encoder)</source>
        <translation>파라미터(인코더)</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>은닉 크기</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>중간 크기</translation>
    </message>
    <message>
        <source>Position embeddings</source>
        <translation>위치 임베딩</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>토큰 유형</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>활성화 함수</translation>
    </message>
    <message>
        <source>Hidden dropout</source>
        <translation>은닉 드롭아웃</translation>
    </message>
    <message>
        <source>Attention dropout</source>
        <translation>어텐션 드롭아웃</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>블록 크기</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>랜덤 블록</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>헤드</translation>
    </message>
    <message>
        <source>Masked positions per sequence</source>
        <translation>시퀀스당 마스크 위치</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>다음 문장 예측</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>훈련</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>전역 배치</translation>
    </message>
    <message>
        <source>Run length given in</source>
        <translation>훈련 길이 단위</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>스텝</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>데이터 세트 토큰</translation>
    </message>
    <message>
        <source>Dataset in Cloud Storage (GiB)</source>
        <translation>Cloud Storage의 데이터 세트(GiB)</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU 런타임</translation>
    </message>
    <message>
        <source>Most accumulation steps</source>
        <translation>최대 누적 스텝</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>슬라이스 및 GPU</translation>
    </message>
    <message>
        <source>every slice of the generations</source>
        <translation>세대의 모든 슬라이스</translation>
    </message>
    <message>
        <source>TPU generations</source>
        <translation>TPU 세대</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Include GPUs</source>
        <translation>GPU 포함</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>제약 조건</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>순위 기준</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>마감 시간(h)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>예산</translation>
    </message>
    <message>
        <source>Memory safety margin</source>
        <translation>메모리 안전 여유분</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>선점</translation>
    </message>
    <message>
        <source>Preemptions per hour</source>
        <translation>시간당 선점 횟수</translation>
    </message>
    <message>
        <source>Checkpoint write (minutes)</source>
        <translation>체크포인트 쓰기(분)</translation>
    </message>
    <message>
        <source>Restart (minutes)</source>
        <translation>재시작(분)</translation>
    </message>
    <message>
        <source>Preemptible limit (hours)</source>
        <translation>선점형 시간 제한(h)</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>효율</translation>
    </message>
    <message>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>Efficiency (MFU), %1</source>
        <translation>효율(MFU), %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>검색</translation>
    </message>
    <message>
        <source>Candidates listed</source>
        <translation>표시할 후보 수</translation>
    </message>
    <message>
        <source>Simulation seed</source>
        <translation>시뮬레이션 시드</translation>
    </message>
    <message>
        <source>Simulation runs</source>
        <translation>시뮬레이션 실행 횟수</translation>
    </message>
    <message>
        <source>Chosen setup</source>
        <translation>선택한 구성</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>선택 안 함</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/s</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>데이터 준비</translation>
    </message>
    <message>
        <source>follows the plan</source>
        <translation>플랜을 따름</translation>
    </message>
    <message>
        <source>Sequence lengths file</source>
        <translation>시퀀스 길이 파일</translation>
    </message>
    <message>
        <source>Lengths column</source>
        <translation>길이 열</translation>
    </message>
    <message>
        <source>Padding batch</source>
        <translation>패딩 배치</translation>
    </message>
    <message>
        <source>Most input shapes</source>
        <translation>최대 입력 형태 수</translation>
    </message>
    <message>
        <source>Packing allowed</source>
        <translation>패킹 허용</translation>
    </message>
    <message>
        <source>Tokens to shard</source>
        <translation>샤딩할 토큰 수</translation>
    </message>
    <message>
        <source>Tokens per record</source>
        <translation>레코드당 토큰 수</translation>
    </message>
    <message>
        <source>Slice reading the shards</source>
        <translation>샤드를 읽는 슬라이스</translation>
    </message>
    <message>
        <source>Hosts reading the shards</source>
        <translation>샤드를 읽는 호스트 수</translation>
    </message>
    <message>
        <source>TPU access</source>
        <translation>TPU 접근 방식</translation>
    </message>
    <message>
        <source>Training data location</source>
        <translation>훈련 데이터 위치</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>체크리스트: %1</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>손실 청크</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>미세 조정</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 랭크</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 대상</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>샤딩</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <source>FSDP devices</source>
        <translation>FSDP 디바이스</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>텐서 병렬화</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>슬라이스</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>작업당 GPU</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>호스트 오프로드</translation>
    </message>
    <message>
        <source>Matmul efficiency</source>
        <translation>행렬 곱셈 효율</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message>
        <source>Custom activation placement</source>
        <translation>사용자 지정 활성화 저장 위치</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>Paged 옵티마이저</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>역전파 중 옵티마이저 스텝</translation>
    </message>
    <message>
        <source>8-bit AdamW allowed</source>
        <translation>8비트 AdamW 허용</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>용량 계수</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>전문가 병렬화</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>컨텍스트 병렬화</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>파이프라인 스테이지</translation>
    </message>
    <message>
        <source>Pipeline microbatches</source>
        <translation>파이프라인 마이크로 배치</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>가상 스테이지</translation>
    </message>
</context>
<context>
    <name>PlanFields</name>
    <message>
        <source>Gathered positions per sequence for mlm-masked.</source>
        <translation>mlm-masked에서 시퀀스당 수집할 위치 수.</translation>
    </message>
    <message>
        <source>Add a next-sentence-prediction head.</source>
        <translation>다음 문장 예측 헤드를 추가합니다.</translation>
    </message>
    <message>
        <source>Labels of a classification head.</source>
        <translation>분류 헤드의 레이블 수.</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>시퀀스 길이(토큰).</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all devices.</source>
        <translation>모든 디바이스를 합친 옵티마이저 스텝당 시퀀스 수.</translation>
    </message>
    <message>
        <source>Whether the run is given in steps, tokens or epochs.</source>
        <translation>실행 길이를 스텝, 토큰, 에포크 중 무엇으로 지정하는지.</translation>
    </message>
    <message>
        <source>Optimizer steps.</source>
        <translation>옵티마이저 스텝 수.</translation>
    </message>
    <message>
        <source>Tokens to train on (instead of --steps).</source>
        <translation>훈련할 토큰 수(--steps 대신).</translation>
    </message>
    <message>
        <source>Epochs over --dataset-tokens (instead of --steps).</source>
        <translation>--dataset-tokens에 대한 에포크 수(--steps 대신).</translation>
    </message>
    <message>
        <source>Tokens in the dataset (for --epochs).</source>
        <translation>데이터 세트의 토큰 수(--epochs용).</translation>
    </message>
    <message>
        <source>Dataset size in Cloud Storage, GiB (storage cost).</source>
        <translation>Cloud Storage의 데이터 세트 크기, GiB(스토리지 비용).</translation>
    </message>
    <message>
        <source>Train without dropout.</source>
        <translation>드롭아웃 없이 훈련합니다.</translation>
    </message>
    <message>
        <source>Runtime on GPUs: pytorch or tensorflow.</source>
        <translation>GPU의 런타임: pytorch 또는 tensorflow.</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none).</source>
        <translation>훈련 코드가 지원하는 최대 그레이디언트 누적 스텝(1 = 없음).</translation>
    </message>
    <message>
        <source>Comma-separated slices or GPUs to consider.</source>
        <translation>고려할 슬라이스 또는 GPU, 쉼표로 구분.</translation>
    </message>
    <message>
        <source>Comma-separated TPU generations to consider (default all).</source>
        <translation>고려할 TPU 세대, 쉼표로 구분(기본값: 전체).</translation>
    </message>
    <message>
        <source>Also consider the catalog&apos;s GPUs.</source>
        <translation>카탈로그의 GPU도 고려합니다.</translation>
    </message>
    <message>
        <source>Comma-separated regions (default all).</source>
        <translation>리전, 쉼표로 구분(기본값: 전체).</translation>
    </message>
    <message>
        <source>Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar, flex-start.</source>
        <translation>요금제, 쉼표로 구분: on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar, flex-start.</translation>
    </message>
    <message>
        <source>Rank by cost, time or balanced.</source>
        <translation>순위 기준: cost, time 또는 balanced.</translation>
    </message>
    <message>
        <source>Drop candidates whose expected time exceeds this.</source>
        <translation>예상 시간이 이 값을 넘는 후보를 제외합니다.</translation>
    </message>
    <message>
        <source>Drop candidates whose expected cost exceeds this.</source>
        <translation>예상 비용이 이 값을 넘는 후보를 제외합니다.</translation>
    </message>
    <message>
        <source>Share of device memory kept free.</source>
        <translation>비워 둘 디바이스 메모리 비율.</translation>
    </message>
    <message>
        <source>Preemptions per hour on preemptible/spot.</source>
        <translation>선점형/스팟의 시간당 선점 횟수.</translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint.</source>
        <translation>체크포인트 저장에 걸리는 시간(분).</translation>
    </message>
    <message>
        <source>Minutes to restart after a preemption.</source>
        <translation>선점 후 재시작에 걸리는 시간(분).</translation>
    </message>
    <message>
        <source>Hours after which a preemptible VM is stopped.</source>
        <translation>선점형 VM이 중지되기까지의 시간(시간 단위).</translation>
    </message>
    <message>
        <source>How many candidates to print (0 = all).</source>
        <translation>출력할 후보 수(0 = 전체).</translation>
    </message>
    <message>
        <source>Seed of the preemption simulation.</source>
        <translation>선점 시뮬레이션의 시드.</translation>
    </message>
    <message>
        <source>Runs of the preemption simulation (0 = none).</source>
        <translation>선점 시뮬레이션 실행 횟수(0 = 없음).</translation>
    </message>
    <message>
        <source>mlm, mlm-masked or classification (encoders); causal-lm (decoders, their default).</source>
        <translation>mlm, mlm-masked 또는 classification(인코더), causal-lm(디코더, 디코더의 기본값).</translation>
    </message>
    <message>
        <source>auto, eager (stores the s x s probabilities) or flash (FlashAttention-2, splash attention on TPUs).</source>
        <translation>auto, eager(s x s 확률을 저장) 또는 flash(FlashAttention-2, TPU에서는 splash attention).</translation>
    </message>
    <message>
        <source>full, lora (adapters on a frozen base) or qlora (adapters on a 4-bit base).</source>
        <translation>full, lora(고정된 베이스 모델 위의 어댑터) 또는 qlora(4비트 베이스 모델 위의 어댑터).</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters.</source>
        <translation>LoRA 어댑터의 랭크 r.</translation>
    </message>
    <message>
        <source>The matrices LoRA adapts: qv or all-linear.</source>
        <translation>LoRA가 적응시킬 행렬: qv 또는 all-linear.</translation>
    </message>
    <message>
        <source>auto, replicate, zero1 (optimizer states sharded), zero2 (+ gradients) or fsdp (+ parameters), over the fsdp axis.</source>
        <translation>auto, replicate, zero1(옵티마이저 상태 샤딩), zero2(+ 그레이디언트) 또는 fsdp(+ 파라미터), fsdp 축 기준.</translation>
    </message>
    <message>
        <source>Devices sharing one shard of the states (0 = all of a slice).</source>
        <translation>상태의 샤드를 나눠 갖는 디바이스 수(0 = 슬라이스 전체).</translation>
    </message>
    <message>
        <source>Devices that split each layer&apos;s matrices (0 = the planner chooses).</source>
        <translation>각 레이어의 행렬을 분할하는 디바이스 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>TPU slices joined over the data-centre network (0 = one).</source>
        <translation>데이터 센터 네트워크로 결합하는 TPU 슬라이스 수(0 = 1개).</translation>
    </message>
    <message>
        <source>GPUs in one job (0 = the planner chooses).</source>
        <translation>작업 하나의 GPU 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>auto, none, all, or a comma-separated list of optimizer, params, activations.</source>
        <translation>auto, none, all 또는 optimizer, params, activations를 쉼표로 구분한 목록.</translation>
    </message>
    <message>
        <source>Override the share of the peak that the matmuls of a generation or GPU reach, e.g. v3=0.4 (repeatable).</source>
        <translation>세대 또는 GPU의 행렬 곱셈이 도달하는 최대 성능 대비 비율을 재정의합니다(예: v3=0.4, 여러 번 지정 가능).</translation>
    </message>
    <message>
        <source>adamw, adam, adafactor, sgd, momentum, lamb or adamw-8bit (bitsandbytes, torchao; CUDA GPUs).</source>
        <translation>adamw, adam, adafactor, sgd, momentum, lamb 또는 adamw-8bit(bitsandbytes, torchao. CUDA GPU).</translation>
    </message>
    <message>
        <source>Comma-separated policies to try: none, full, every-k, selective (attention), selective-ops (torchtitan), MaxText&apos;s minimal, save_qkv_proj, save_dot_except_mlp, save_dot_except_mlpwi, save_dot_with_context_except_mlp, qkv_proj_offloaded, minimal_offloaded, and custom (remat_placement).</source>
        <translation>시도할 정책(쉼표로 구분): none, full, every-k, selective(어텐션), selective-ops(torchtitan), MaxText의 minimal, save_qkv_proj, save_dot_except_mlp, save_dot_except_mlpwi, save_dot_with_context_except_mlp, qkv_proj_offloaded, minimal_offloaded 및 custom(remat_placement).</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom keeps: tensor=placement pairs (remat, device or offload) over decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi_0, mlpwi_1, mlpwo; unnamed tensors take MaxText&apos;s defaults (the layer input on the device, the rest recomputed).</source>
        <translation>체크포인팅 정책 custom이 보관하는 항목: decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi_0, mlpwi_1, mlpwo에 대한 tensor=placement 쌍(remat, device 또는 offload). 지정하지 않은 텐서는 MaxText의 기본값을 따릅니다(레이어 입력은 디바이스에 보관, 나머지는 재계산).</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the logits of one chunk of N are live at a time (MaxText num_vocab_tiling, torchtune CEWithChunkedOutputLoss); 0 = the planner chooses 1 or 8.</source>
        <translation>청크 또는 융합 교차 엔트로피: N개 청크 중 한 번에 하나의 로짓만 메모리에 유지됩니다(MaxText num_vocab_tiling, torchtune CEWithChunkedOutputLoss). 0 = 플래너가 1 또는 8을 선택.</translation>
    </message>
    <message>
        <source>auto, eager (fp32 logits, log-softmax and gradient: Hugging Face) or fused (XLA; torchtitan&apos;s one fp32 upcast; Liger-Kernel).</source>
        <translation>auto, eager(fp32 로짓, log-softmax, 그레이디언트: Hugging Face) 또는 fused(XLA, torchtitan의 fp32 업캐스트 1회, Liger-Kernel).</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short.</source>
        <translation>bitsandbytes paged 옵티마이저: 상태가 PyTorch 할당자 통계에 잡히지 않는 CUDA 통합 메모리에 있으며, GPU 메모리가 부족하면 호스트 RAM으로 옮겨집니다.</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation).</source>
        <translation>torchtune optimizer_in_bwd: 각 그레이디언트를 계산하는 즉시 적용하고 해제합니다(그레이디언트 누적 불가).</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>AdamW의 상태가 메모리에 들어가지 않는 GPU에서 검색이 8비트 AdamW(bitsandbytes, torchao)를 사용할 수 있게 합니다.</translation>
    </message>
    <message>
        <source>Mixture of experts: each expert takes at most capacity factor x its even share of the routed tokens and drops the rest; 0 = dropless.</source>
        <translation>전문가 혼합(MoE): 각 전문가는 라우팅된 토큰 중 균등 할당량 x 용량 계수까지만 받고 나머지는 드롭합니다. 0 = 드롭 없음.</translation>
    </message>
    <message>
        <source>Devices the routed experts of a mixture of experts are split over (0 = the planner chooses).</source>
        <translation>전문가 혼합(MoE)의 라우팅 전문가를 나누어 배치할 디바이스 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>Comma-separated precisions to try: fp32, bf16-mixed, fp16-mixed, bf16 (pure), fp8-mixed, int8-mixed (linear layers in 8 bits where the hardware has it).</source>
        <translation>시도할 정밀도(쉼표로 구분): fp32, bf16-mixed, fp16-mixed, bf16(순수), fp8-mixed, int8-mixed(하드웨어가 지원하는 경우 선형 레이어를 8비트로).</translation>
    </message>
    <message>
        <source>Devices each sequence&apos;s tokens are split over (0 = the planner chooses).</source>
        <translation>각 시퀀스의 토큰을 나누어 배치할 디바이스 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are cut into (0 = the planner chooses).</source>
        <translation>레이어를 나눌 파이프라인 스테이지 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>Microbatches per pipeline step (0 = the planner chooses).</source>
        <translation>파이프라인 스텝당 마이크로 배치 수(0 = 플래너가 선택).</translation>
    </message>
    <message>
        <source>Layer chunks per pipeline rank, for interleaved schedules (0 = the planner chooses).</source>
        <translation>인터리브 스케줄에서 파이프라인 랭크당 레이어 청크 수(0 = 플래너가 선택).</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation>알 수 없는 값 &quot;%1&quot; (가능한 값: %2)</translation>
    </message>
    <message>
        <source>the plan file is empty</source>
        <translation>계획 파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>필수 필드가 없습니다</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 토큰이 모델의 위치 임베딩 %2개를 초과합니다</translation>
    </message>
    <message>
        <source>give exactly one of steps, tokens and epochs</source>
        <translation>steps, tokens, epochs 중 정확히 하나만 지정하세요</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>%1 중 하나가 필요합니다</translation>
    </message>
    <message>
        <source>expected pytorch or tensorflow</source>
        <translation>pytorch 또는 tensorflow가 필요합니다</translation>
    </message>
    <message>
        <source>expected cost, time or balanced</source>
        <translation>cost, time 또는 balanced가 필요합니다</translation>
    </message>
    <message>
        <source>must be below %1, got %2</source>
        <translation>%1 미만이어야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>a plan file</source>
        <translation>계획 파일</translation>
    </message>
    <message>
        <source>expected vm or node</source>
        <translation>vm 또는 node가 필요합니다</translation>
    </message>
    <message>
        <source>expected gcs, local or memory</source>
        <translation>gcs, local 또는 memory가 필요합니다</translation>
    </message>
    <message>
        <source>expected a mapping of checklist item ids to true or false</source>
        <translation>체크리스트 항목 ID에서 true 또는 false로의 매핑이 필요합니다</translation>
    </message>
    <message>
        <source>expected %1 for %2, got &quot;%3&quot;</source>
        <translation>%2에는 %1이(가) 필요합니다(입력값: &quot;%3&quot;)</translation>
    </message>
</context>
<context>
    <name>PlanInput</name>
    <message>
        <source>must be between 1 and 1,048,576</source>
        <translation>1에서 1,048,576 사이여야 합니다</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 토큰이 모델의 위치 임베딩 %2개를 초과합니다</translation>
    </message>
    <message>
        <source>must be between 1 and 16,777,216</source>
        <translation>1에서 16,777,216 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 1 and 10^12</source>
        <translation>1에서 10^12 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 1 and 10^18</source>
        <translation>1에서 10^18 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be above 0 and at most 10^6</source>
        <translation>0보다 크고 10^6 이하여야 합니다</translation>
    </message>
    <message>
        <source>epochs need the dataset&apos;s size in tokens (1 to 10^18)</source>
        <translation>에포크를 쓰려면 데이터 세트 크기(토큰 수, 1~10^18)가 필요합니다</translation>
    </message>
    <message>
        <source>must be between 1 and 65,536</source>
        <translation>1에서 65,536 사이여야 합니다</translation>
    </message>
    <message>
        <source>allow at least one precision</source>
        <translation>정밀도를 하나 이상 허용하세요</translation>
    </message>
    <message>
        <source>allow at least one policy</source>
        <translation>정책을 하나 이상 허용하세요</translation>
    </message>
    <message>
        <source>must be at least 0 and below 0.9</source>
        <translation>0 이상 0.9 미만이어야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 10 per hour</source>
        <translation>시간당 0에서 10 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 600 minutes</source>
        <translation>0에서 600분 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 1440 minutes</source>
        <translation>0에서 1440분 사이여야 합니다</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>음수일 수 없습니다</translation>
    </message>
    <message>
        <source>must be above %1</source>
        <translation>%1보다 커야 합니다</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>%1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>must be below %1</source>
        <translation>%1 미만이어야 합니다</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>%1 이하여야 합니다</translation>
    </message>
    <message>
        <source>%1 trains with %2, not %3</source>
        <translation>%1은(는) %3이(가) 아니라 %2로 훈련합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 65,536</source>
        <translation>0에서 65,536 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 4,096</source>
        <translation>0에서 4,096 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 1,024</source>
        <translation>0에서 1,024 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 16</source>
        <translation>0에서 16 사이여야 합니다</translation>
    </message>
    <message>
        <source>must be between 0 and 128</source>
        <translation>0에서 128 사이여야 합니다</translation>
    </message>
</context>
<context>
    <name>PlanOptions</name>
    <message>
        <source>%1 Default: %2.</source>
        <translation>%1 기본값: %2.</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, got &quot;%2&quot;</source>
        <translation>--%1은(는) 정수여야 합니다(입력값: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>--%1 must be a number, got &quot;%2&quot;</source>
        <translation>--%1은(는) 숫자여야 합니다(입력값: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>--%1 takes a comma-separated list of %2, got &quot;%3&quot;</source>
        <translation>--%1에는 %2 중에서 쉼표로 구분한 목록을 지정해야 합니다(입력값: &quot;%3&quot;)</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>The plan library “%1” is in use by another program (the database is locked). Nothing was changed. Close the other program, or try again in a moment.</source>
        <translation>“%1” 계획 라이브러리를 다른 프로그램에서 사용 중입니다(데이터베이스가 잠겨 있음). 아무것도 변경되지 않았습니다. 다른 프로그램을 닫거나 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged and cannot be read (%2). It has not been changed. You can keep it aside under another name and start a new, empty library.</source>
        <translation>“%1” 계획 라이브러리가 손상되어 읽을 수 없습니다(%2). 라이브러리는 변경되지 않았습니다. 이 파일을 다른 이름으로 따로 보관하고 비어 있는 새 라이브러리를 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” was written by a newer version of TPU Planner (library format %2; this version reads formats up to %3). It has not been changed. Update TPU Planner to open it.</source>
        <translation>“%1” 계획 라이브러리는 더 새로운 버전의 TPU Planner에서 작성되었습니다(라이브러리 형식 %2, 이 버전은 형식 %3까지 읽을 수 있음). 라이브러리는 변경되지 않았습니다. 열려면 TPU Planner를 업데이트하세요.</translation>
    </message>
    <message>
        <source>“%1” is a database of another program, not a TPU Planner plan library. It has not been changed. Choose another file.</source>
        <translation>“%1” 파일은 TPU Planner 계획 라이브러리가 아니라 다른 프로그램의 데이터베이스입니다. 파일은 변경되지 않았습니다. 다른 파일을 선택하세요.</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be opened: %2.</source>
        <translation>“%1” 계획 라이브러리를 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only and was written by an older version of TPU Planner; it must be upgraded before it can be opened, which needs write access. It has not been changed.</source>
        <translation>“%1” 계획 라이브러리는 읽기 전용이며 이전 버전의 TPU Planner에서 작성되었습니다. 열기 전에 업그레이드해야 하며, 업그레이드에는 쓰기 권한이 필요합니다. 라이브러리는 변경되지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be created: its folder is read-only. Choose another file.</source>
        <translation>“%1” 계획 라이브러리를 만들 수 없습니다: 폴더가 읽기 전용입니다. 다른 파일을 선택하세요.</translation>
    </message>
    <message>
        <source>The folder of the plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>“%1” 계획 라이브러리의 폴더가 읽기 전용입니다. 계획을 YAML로 열고 저장할 수는 있지만, 변경 사항을 라이브러리에 저장할 수는 없습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>“%1” 계획 라이브러리가 읽기 전용입니다. 계획을 YAML로 열고 저장할 수는 있지만, 변경 사항을 라이브러리에 저장할 수는 없습니다.</translation>
    </message>
    <message>
        <source>The plan could not be saved as “%1”: %2.</source>
        <translation>계획을 “%1” 이름으로 저장할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>파일이 아닙니다</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>the file is too short to be a database</source>
        <translation>파일이 너무 짧아 데이터베이스일 수 없습니다</translation>
    </message>
    <message>
        <source>it holds an unfinished write that only a writable open can undo (%1)</source>
        <translation>쓰기 가능 모드로 열어야만 되돌릴 수 있는 미완료 쓰기가 남아 있습니다(%1)</translation>
    </message>
    <message>
        <source>the table “%1” is missing</source>
        <translation>“%1” 테이블이 없습니다</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>파일 이름이 지정되지 않았습니다</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>폴더가 존재하지 않습니다</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>파일이 존재하지 않습니다</translation>
    </message>
    <message>
        <source>The plan library “%1” is not damaged; it was not moved.</source>
        <translation>“%1” 계획 라이브러리는 손상되지 않았으므로 옮기지 않았습니다.</translation>
    </message>
    <message>
        <source>The damaged plan library “%1” could not be renamed to “%2”; nothing was changed.</source>
        <translation>손상된 계획 라이브러리의 이름을 바꿀 수 없습니다(“%1” → “%2”). 아무것도 변경되지 않았습니다.</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>열려 있는 계획 라이브러리가 없습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” is open read-only; nothing was changed.</source>
        <translation>“%1” 계획 라이브러리가 읽기 전용으로 열려 있습니다. 아무것도 변경되지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” is locked by another program.</source>
        <translation>“%1” 계획 라이브러리가 다른 프로그램에 의해 잠겨 있습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only.</source>
        <translation>“%1” 계획 라이브러리가 읽기 전용입니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged (%2).</source>
        <translation>“%1” 계획 라이브러리가 손상되었습니다(%2).</translation>
    </message>
    <message>
        <source>The disk holding the plan library “%1” is full.</source>
        <translation>“%1” 계획 라이브러리가 있는 디스크가 가득 찼습니다.</translation>
    </message>
    <message>
        <source>Writing the plan library “%1” failed (%2).</source>
        <translation>“%1” 계획 라이브러리에 쓰지 못했습니다(%2).</translation>
    </message>
    <message>
        <source>The plan library “%1” has no plan with id %2.</source>
        <translation>“%1” 계획 라이브러리에 ID가 %2인 계획이 없습니다.</translation>
    </message>
    <message>
        <source>A plan needs a name.</source>
        <translation>계획에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>A plan name can have at most %1 characters.</source>
        <translation>계획 이름은 최대 %1자까지 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>A plan named “%1” already exists.</source>
        <translation>“%1” 이름의 계획이 이미 있습니다.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The plan was not saved: %1</source>
        <translation>계획을 저장하지 않았습니다: %1</translation>
    </message>
    <message>
        <source>the plan to save</source>
        <translation>저장할 계획</translation>
    </message>
    <message>
        <source>The plan was not saved.</source>
        <translation>계획을 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan was not renamed.</source>
        <translation>계획의 이름을 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan was not duplicated.</source>
        <translation>계획을 복제하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (사본)</translation>
    </message>
    <message>
        <source>The tags were not changed.</source>
        <translation>태그를 변경하지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan was not deleted.</source>
        <translation>계획을 삭제하지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan was not restored.</source>
        <translation>계획을 복원하지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan was not removed.</source>
        <translation>계획을 제거하지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” has no deleted plan with id %2.</source>
        <translation>“%1” 계획 라이브러리에 ID가 %2인 삭제된 계획이 없습니다.</translation>
    </message>
    <message>
        <source>The list of plans could not be read.</source>
        <translation>계획 목록을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>The history of the plan could not be read.</source>
        <translation>계획 기록을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>The plan was not opened.</source>
        <translation>계획을 열지 않았습니다.</translation>
    </message>
    <message>
        <source>The plan library “%1” has no revision %2 of the plan with id %3.</source>
        <translation>“%1” 계획 라이브러리에 ID가 %3인 계획의 리비전 %2이(가) 없습니다.</translation>
    </message>
    <message>
        <source>plan “%1”, revision %2</source>
        <translation>계획 “%1”, 리비전 %2</translation>
    </message>
    <message>
        <source>The plan “%1” (revision %2) in “%3” cannot be read: %4</source>
        <translation>“%3”에 있는 계획 “%1”(리비전 %2)의 내용을 읽을 수 없습니다: %4</translation>
    </message>
    <message>
        <source>the chosen candidate is not a JSON object (%1)</source>
        <translation>선택된 후보가 JSON 객체가 아닙니다(%1)</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>set in the plan</source>
        <translation>계획에서 설정</translation>
    </message>
    <message>
        <source>%1 is skipped: the global batch %2 does not split evenly over its %3 devices</source>
        <translation>%1 건너뜀: 전역 배치(%2)를 디바이스 %3개에 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <source>No candidate fits: try checkpointing, bf16, a shorter sequence or a larger device.</source>
        <translation>메모리에 들어가는 후보가 없습니다: 체크포인팅, bf16, 더 짧은 시퀀스 또는 더 큰 디바이스를 시도하세요.</translation>
    </message>
    <message>
        <source>Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).</source>
        <translation>들어감: %3당 %2 GiB 중 %1 GiB (%4%는 안전 여유분으로 비워 둠).</translation>
    </message>
    <message>
        <source>Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.</source>
        <translation>들어가지 않음: 배치 1에도 %1 GiB가 필요하여 %3당 사용 가능한 %2 GiB를 초과합니다.</translation>
    </message>
    <message>
        <source>%1 needs checkpointing: without it %2 GiB exceed the %3 GiB usable per %4.</source>
        <translation>%1에는 체크포인팅이 필요합니다: 체크포인팅이 없으면 %2 GiB로 %4당 사용 가능한 %3 GiB를 초과합니다.</translation>
    </message>
    <message>
        <source>Checkpointing (%1) recomputes part of the forward pass: +%2 % step time, %3 h of the %4 h of compute.</source>
        <translation>체크포인팅(%1)은 순전파의 일부를 재계산합니다: 스텝 시간 +%2%, 연산 시간 %4 h 중 %3 h.</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.</source>
        <translation>%2당 배치 %1 × 누적 스텝 %3 × 디바이스 %4개 = 전역 배치 %5.</translation>
    </message>
    <message>
        <source>Preemptible machines stop after 24 hours: the run restarts from its last checkpoint %1 time(s) on average.</source>
        <translation>선점형 머신은 24시간 후에 중지됩니다: 실행은 평균 %1회 마지막 체크포인트에서 다시 시작합니다.</translation>
    </message>
    <message>
        <source>The session limit of %1 h stops the run %2 time(s) on average (a preemption also starts a new session); each time it resumes from its last checkpoint.</source>
        <translation>세션 제한 %1 h 때문에 실행이 평균 %2회 중지되며(선점이 일어나도 새 세션이 시작됨), 매번 마지막 체크포인트에서 재개합니다.</translation>
    </message>
    <message>
        <source>A %1-year committed-use discount bills its whole term, %2 h, whether the run uses it or not: %3 for the accelerator. It pays only when other work fills the term.</source>
        <translation>%1년 약정 사용 할인은 실행이 사용하든 안 하든 약정 기간 전체(%2 h)에 대해 청구됩니다: 가속기에 %3. 다른 작업으로 약정 기간을 채울 때만 이득입니다.</translation>
    </message>
    <message>
        <source>The price (%1, %2) is older than %3 months: check it before you rely on it.</source>
        <translation>가격(%1, %2)이 %3개월 이상 지났습니다: 신뢰하기 전에 확인하세요.</translation>
    </message>
    <message>
        <source>Best by %1 among %2 candidates that fit.</source>
        <translation>메모리에 들어가는 후보 %2개 중 %1 기준 최선입니다.</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster.</source>
        <translation>파레토 프런트에 있음: 더 저렴하면서 더 빠른 다른 후보가 없습니다.</translation>
    </message>
    <message>
        <source>Too many checkpoints, preemptions or restarts to simulate the run one by one: only the expected time is shown, without its spread.</source>
        <translation>체크포인트, 선점 또는 재시작이 너무 많아 실행을 하나씩 시뮬레이션할 수 없습니다. 예상 시간만 표시하며 분포는 표시하지 않습니다.</translation>
    </message>
    <message>
        <source>%1 GiB usable per %2, as XLA reports it, of %3 GiB nominal.</source>
        <translation>공칭 %3 GiB 중 %2당 %1 GiB를 사용할 수 있습니다(XLA가 보고한 값).</translation>
    </message>
    <message>
        <source>%1 capacity lasts at most %2 days: the run needs %3 new reservation(s) on average, and resumes from its last checkpoint on each.</source>
        <translation>%1 용량은 최대 %2일간 유지됩니다: 실행에는 평균 %3회의 새 예약이 필요하며, 매번 마지막 체크포인트에서 재개합니다.</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) needs %7 GiB there with full checkpointing and a batch of 1, within the %8 GiB usable (--finetune lora).</source>
        <translation>%1은(는) 전체 훈련으로는 %2 1개에 들어가지 않습니다: %4당 모델 상태 %3 GiB. LoRA r=%5 (%6)는 전체 체크포인팅과 배치 1에서 %7 GiB가 필요하며, 사용 가능한 %8 GiB 안에 들어갑니다(--finetune lora).</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) would need %7 GiB there with full checkpointing and a batch of 1, still more than the %8 GiB usable.</source>
        <translation>%1은(는) 전체 훈련으로는 %2 1개에 들어가지 않습니다: %4당 모델 상태 %3 GiB. LoRA r=%5 (%6)도 전체 체크포인팅과 배치 1에서 %7 GiB가 필요하여 사용 가능한 %8 GiB를 여전히 초과합니다.</translation>
    </message>
    <message>
        <source>The model states alone (weights, gradients, optimizer states) need %1 GiB per %2: every %2 holds a full replica.</source>
        <translation>모델 상태(가중치, 그레이디언트, 옵티마이저 상태)만으로도 %2당 %1 GiB가 필요합니다: 모든 %2가 전체 복제본을 보유합니다.</translation>
    </message>
    <message>
        <source>Attention: %1, which keeps no s x s probabilities.</source>
        <translation>어텐션: %1, s x s 확률을 보관하지 않습니다.</translation>
    </message>
    <message>
        <source>Attention: eager; the s x s probabilities of every head are stored.</source>
        <translation>어텐션: eager. 모든 헤드의 s x s 확률을 저장합니다.</translation>
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
        <translation>네트워크</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>the gradient all-reduce over DCN</source>
        <translation>DCN 경유 그레이디언트 all-reduce</translation>
    </message>
    <message>
        <source>FSDP over %1</source>
        <translation>%1 경유 FSDP</translation>
    </message>
    <message>
        <source>the gradient all-reduce over %1</source>
        <translation>%1 경유 그레이디언트 all-reduce</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message>
        <source>Replicated</source>
        <translation>복제</translation>
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
        <translation>%1 건너뜀: %2</translation>
    </message>
    <message>
        <source>%1 (%2): a full replica of the model states needs %3 GiB per %4; sharded, they take %5 GiB.</source>
        <translation>%1 (%2): 모델 상태의 전체 복제본에는 %4당 %3 GiB가 필요합니다. 샤딩하면 %5 GiB입니다.</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched) and one layer&apos;s gradient, %1 GiB per %2.</source>
        <translation>한 번에 수집: 레이어 2개의 가중치(연산 중 1개, 미리 가져온 1개)와 레이어 1개의 그레이디언트, %2당 %1 GiB.</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of one layer and its gradient, %1 GiB per %2.</source>
        <translation>한 번에 수집: 레이어 1개의 가중치와 그 그레이디언트, %2당 %1 GiB.</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>(호스트 RAM %1 GB 중)</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>(카탈로그에 호스트 RAM 정보 없음: 확인 필요)</translation>
    </message>
    <message>
        <source>Host offload (%1): %2 GiB per %3 leave the device, %4 GiB per host %5.</source>
        <translation>호스트 오프로드(%1): %3당 %2 GiB가 디바이스 밖으로 옮겨지며, 호스트당 %4 GiB %5입니다.</translation>
    </message>
    <message>
        <source>Communication-bound: %1 tokens per %2 is below the ≈%3 where %4 hides behind compute (%5 s of communication, %6 s of compute per step).</source>
        <translation>통신 병목: %2당 %1 토큰은 %4가 연산 뒤에 숨겨지는 기준인 ≈%3보다 적습니다(스텝당 통신 %5 s, 연산 %6 s).</translation>
    </message>
    <message>
        <source>Host-transfer-bound: moving %1 GiB over PCIe takes %2 s per step, more than the %3 s of compute.</source>
        <translation>호스트 전송 병목: PCIe로 %1 GiB를 옮기는 데 스텝당 %2 s가 걸려 연산 시간 %3 s보다 깁니다.</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of communication per step hides behind %2 s of compute (%3 tokens per %4, above the ≈%5 where %6 would show).</source>
        <translation>연산 병목: 스텝당 통신 %1 s가 연산 %2 s 뒤에 숨겨집니다(%4당 %3 토큰으로, %6가 드러나는 기준인 ≈%5보다 많음).</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of tensor-parallel communication per step hides behind %2 s of compute.</source>
        <translation>연산 병목: 스텝당 텐서 병렬 통신 %1 s가 연산 %2 s 뒤에 숨겨집니다.</translation>
    </message>
    <message>
        <source>A link bandwidth this mesh needs is not in the catalog for %1: that communication is not counted.</source>
        <translation>이 메시에 필요한 %1의 링크 대역폭이 카탈로그에 없습니다: 해당 통신은 계산에 포함하지 않습니다.</translation>
    </message>
    <message>
        <source>Does not fit the host: offload (%1) puts %2 GiB on each host, more than its %3 GB of RAM (the %4 itself would need %5 GiB).</source>
        <translation>호스트에 들어가지 않음: 오프로드(%1)로 각 호스트에 %2 GiB가 올라가 RAM %3 GB를 초과합니다(%4 자체에는 %5 GiB 필요).</translation>
    </message>
    <message>
        <source>The model states alone need %1 GiB per %2 even sharded (%3) over %4 devices.</source>
        <translation>모델 상태만으로도 디바이스 %4개에 샤딩(%3)해도 %2당 %1 GiB가 필요합니다.</translation>
    </message>
    <message>
        <source>%1 per step (the band is the spread of the published runs the model was fitted on) at %2 % MFU of the %3 TFLOPS peak per device; %4 steps take %5.</source>
        <translation>스텝당 %1 (범위는 모델을 피팅한 공개 훈련 실행들의 분포), 디바이스당 최대 %3 TFLOPS 대비 MFU %2%. %4 스텝의 소요 시간: %5.</translation>
    </message>
    <message>
        <source>%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h (Young/Daly) the run takes %5 instead of %6 h.</source>
        <translation>%1: 선점 %2회와 강제 재시작 %3회가 예상됩니다. %4 h마다 체크포인트를 저장하면(Young/Daly) 실행 시간은 %6 h 대신 %5입니다.</translation>
    </message>
    <message>
        <source>Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions (%6–%7 over the time model&apos;s band).</source>
        <translation>비용 %1 (가속기 %2, 호스트 %3, 스토리지 %4). 선점을 포함한 예상 비용 %5 (시간 모델의 범위에서 %6–%7).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched), %1 GiB per %2; XLA reduce-scatters the gradients matrix by matrix.</source>
        <translation>한 번에 수집: 레이어 2개의 가중치(연산 중 1개, 미리 가져온 1개), %2당 %1 GiB. XLA는 그레이디언트를 행렬 단위로 reduce-scatter합니다.</translation>
    </message>
    <message>
        <source>First by time among %1 candidates that fit: none that fits and meets the constraints has a listed price to rank by %2.</source>
        <translation>메모리에 들어가는 후보 %1개 중 시간 기준 1위입니다: 메모리에 들어가고 제약 조건을 만족하는 후보 중 %2 기준으로 순위를 매길 공개 가격이 있는 후보가 없습니다.</translation>
    </message>
    <message>
        <source>no mesh the plan allows splits the model over its devices</source>
        <translation>계획이 허용하는 메시 중 모델을 해당 디바이스들에 나눌 수 있는 것이 없습니다</translation>
    </message>
    <message>
        <source>no configuration the plan allows runs there</source>
        <translation>계획이 허용하는 구성 중 그곳에서 실행되는 것이 없습니다</translation>
    </message>
    <message>
        <source>no hardware in the catalog matches the plan&apos;s hardware and generations</source>
        <translation>카탈로그에 계획의 하드웨어 및 세대와 일치하는 하드웨어가 없습니다</translation>
    </message>
    <message>
        <source>no offering in the plan&apos;s regions and pricing models for %1</source>
        <translation>계획의 리전과 요금제에 %1 상품이 없습니다</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the devices of %2</source>
        <translation>전역 배치 %1: %2의 디바이스로 균등하게 나누어지지 않습니다</translation>
    </message>
    <message>
        <source>the plan cannot run on %1</source>
        <translation>계획을 %1에서 실행할 수 없습니다</translation>
    </message>
    <message>
        <source>No candidate was evaluated: %1.</source>
        <translation>평가한 후보가 없습니다: %1.</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time with the others. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see their cost.</source>
        <translation>%1: 가격이 공개되어 있지 않으므로 이 후보들의 비용은 알 수 없으며(무료로 간주되지 않음), 다른 후보와 함께 시간 기준으로 순위를 매깁니다. 비용을 보려면 견적받은 가격을 사용자 카탈로그(앱의 카탈로그 탭 또는 --catalog FILE)에 prices: 행으로 추가하세요.</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank them with the others.</source>
        <translation>%1: 가격이 공개되어 있지 않으므로 이 후보들의 비용은 알 수 없으며(무료로 간주되지 않음), 공개 가격이 있는 모든 후보 다음에 시간 기준으로 순위를 매깁니다. 다른 후보와 함께 순위를 매기려면 견적받은 가격을 사용자 카탈로그(앱의 카탈로그 탭 또는 --catalog FILE)에 prices: 행으로 추가하세요.</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, and it is ranked by time. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see the cost.</source>
        <translation>%2(%3)의 %1 가격은 공개되어 있지 않습니다: 비용은 알 수 없으며(무료로 간주되지 않음) 시간 기준으로 순위를 매깁니다. 비용을 보려면 견적받은 가격을 사용자 카탈로그(앱의 카탈로그 탭 또는 --catalog FILE)에 prices: 행으로 추가하세요.</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, so it is ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank it with the others.</source>
        <translation>%2(%3)의 %1 가격은 공개되어 있지 않습니다: 비용은 알 수 없으며(무료로 간주되지 않음), 공개 가격이 있는 모든 후보 다음에 시간 기준으로 순위를 매깁니다. 다른 후보와 함께 순위를 매기려면 견적받은 가격을 사용자 카탈로그(앱의 카탈로그 탭 또는 --catalog FILE)에 prices: 행으로 추가하세요.</translation>
    </message>
    <message>
        <source>Misses the deadline: expected %1, more than the %2 allowed.</source>
        <translation>마감 시간 초과: 예상 %1로, 허용된 %2를 넘습니다.</translation>
    </message>
    <message>
        <source>Cannot be held to the budget of %1: the price is not publicly listed, so the cost is unknown. Add the price you were quoted to a user catalog to check it.</source>
        <translation>예산 %1을(를) 지킬 수 있는지 확인할 수 없습니다: 가격이 공개되어 있지 않아 비용을 알 수 없습니다. 확인하려면 견적받은 가격을 사용자 카탈로그에 추가하세요.</translation>
    </message>
    <message>
        <source>Misses the budget: expected %1, more than the %2 allowed.</source>
        <translation>예산 초과: 예상 %1로, 허용된 %2를 넘습니다.</translation>
    </message>
    <message>
        <source>activations placed by %1</source>
        <translation>%1(으)로 저장 위치를 지정한 활성화</translation>
    </message>
    <message>
        <source>Expert parallel %1: the routed experts&apos; states need %2 GiB per %3 unsplit; over the expert axis%4 they take %5 GiB, and each %3 computes %6 of the %7 experts of an MoE layer for the tokens the all-to-all sends it.</source>
        <translation>전문가 병렬 %1: 라우팅 전문가의 상태는 분할하지 않으면 %3당 %2 GiB가 필요하고, expert 축%4으로 분할하면 %5 GiB를 차지합니다. 각 %3에서는 all-to-all로 전달받은 토큰에 대해 MoE 레이어의 전문가 %7개 중 %6개를 계산합니다.</translation>
    </message>
    <message>
        <source> and fsdp</source>
        <translation> 및 fsdp 축</translation>
    </message>
    <message>
        <source>Pipeline %1 × tensor %2: without the stage axis the model states need %3 GiB per %4; stage %5, the heaviest, of %6 layers takes %7 GiB of them; the bubble costs %8 % of the step (%9).</source>
        <translation>파이프라인 %1 × 텐서 %2: stage 축이 없으면 모델 상태에 %4당 %3 GiB가 필요합니다. 가장 무거운 스테이지인 %5번 스테이지(레이어 %6개)는 그중 %7 GiB를 차지합니다. 버블 비용은 스텝의 %8%입니다(%9).</translation>
    </message>
    <message>
        <source>%1, %2 microbatches</source>
        <translation>%1, 마이크로 배치 %2개</translation>
    </message>
    <message>
        <source>Context parallel %1: one %2-token sequence needs %3 GiB of activations per %4; split over the %1 devices of the context axis it takes %5 GiB, the keys and values the %6 brings included.</source>
        <translation>컨텍스트 병렬 %1: %2 토큰 시퀀스 하나의 활성화에 %4당 %3 GiB가 필요합니다. context 축의 디바이스 %1개에 나누면 %6(으)로 받아 오는 키와 값을 포함해 %5 GiB를 차지합니다.</translation>
    </message>
    <message>
        <source>Batch %1 per pipeline (%2 microbatches) × %3 accumulation step(s) × %4 %5s ÷ %6 devices sharing its sequences = global batch %7.</source>
        <translation>파이프라인당 배치 %1(마이크로 배치 %2개) × 누적 스텝 %3 × %5 %4개 ÷ 시퀀스를 나눠 갖는 디바이스 %6개 = 전역 배치 %7.</translation>
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)</source>
        <translation>형식을 알 수 없습니다: SkyPilot CSV도 gpuhunt JSON 파일도 아닙니다(--format으로 지정하세요)</translation>
    </message>
    <message>
        <source>the row names no region</source>
        <translation>행에 리전이 없습니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known Google Cloud region</source>
        <translation>알려진 Google Cloud 리전이 아닙니다: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: %2/h is SkyPilot&apos;s placeholder for a missing price, not a price</source>
        <translation>%1: %2/h는 SkyPilot에서 누락된 가격을 나타내는 자리 표시자이며 가격이 아닙니다</translation>
    </message>
    <message>
        <source>%1: a price of 0 is not a price</source>
        <translation>%1: 가격 0은 가격이 아닙니다</translation>
    </message>
    <message>
        <source>%1: %2/h is %3 per %4 and hour, more than the %5 any real offer costs</source>
        <translation>%1: %2/h는 %4·시간당 %3로, 실제 어떤 상품의 가격(%5)보다도 높습니다</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>칩</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>missing column(s) %1; the header has: %2</source>
        <translation>누락된 열: %1. 헤더에 있는 열: %2</translation>
    </message>
    <message>
        <source> (this looks like a list of host VM prices, which are not imported)</source>
        <translation> (호스트 VM 가격 목록으로 보이며, 이는 가져오지 않습니다)</translation>
    </message>
    <message>
        <source>the file has a header but no price rows</source>
        <translation>파일에 헤더는 있지만 가격 행이 없습니다</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>숫자가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>a price or count cannot be negative, got %1</source>
        <translation>가격이나 개수는 음수일 수 없습니다(입력값: %1)</translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation>행의 필드는 %1개이지만 헤더는 %2개입니다</translation>
    </message>
    <message>
        <source>a host VM price (%1); host VM prices are not imported</source>
        <translation>호스트 VM 가격(%1)입니다. 호스트 VM 가격은 가져오지 않습니다</translation>
    </message>
    <message>
        <source>the row names no accelerator</source>
        <translation>행에 가속기가 없습니다</translation>
    </message>
    <message>
        <source>the catalog has no TPU slice &quot;%1&quot;</source>
        <translation>카탈로그에 없는 TPU 슬라이스: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a TPU row must price one slice, not AcceleratorCount %1</source>
        <translation>TPU 행은 슬라이스 하나의 가격이어야 합니다(AcceleratorCount %1 불가)</translation>
    </message>
    <message>
        <source>the catalog has no GPU for &quot;%1&quot;</source>
        <translation>카탈로그에 &quot;%1&quot;에 해당하는 GPU가 없습니다</translation>
    </message>
    <message>
        <source>priced together with machine type %1; only GPU-only prices are imported</source>
        <translation>머신 유형 %1과(와) 함께 책정된 가격입니다. GPU 단독 가격만 가져옵니다</translation>
    </message>
    <message>
        <source>zone %1 is not in region %2</source>
        <translation>영역 %1은(는) 리전 %2에 속하지 않습니다</translation>
    </message>
    <message>
        <source>the row has no price</source>
        <translation>행에 가격이 없습니다</translation>
    </message>
    <message>
        <source>%1: %2/h is not below the on-demand %3/h</source>
        <translation>%1: %2/h가 주문형 %3/h보다 낮지 않습니다</translation>
    </message>
    <message>
        <source>expected an object of TPU families (&quot;TPU v5e&quot;: {region: prices}), got %1</source>
        <translation>TPU 제품군 객체(&quot;TPU v5e&quot;: {region: prices})가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>the file lists no TPU families</source>
        <translation>파일에 TPU 제품군이 없습니다</translation>
    </message>
    <message>
        <source>expected an object of regions, got %1</source>
        <translation>리전 객체가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>no TPU generation in the catalog matches this family</source>
        <translation>이 제품군과 일치하는 TPU 세대가 카탈로그에 없습니다</translation>
    </message>
    <message>
        <source>the catalog has no %1 slices for this family</source>
        <translation>카탈로그에 이 제품군의 %1 슬라이스가 없습니다</translation>
    </message>
    <message>
        <source>expected an object of prices, got %1</source>
        <translation>가격 객체가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>숫자가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>a price cannot be negative, got %1</source>
        <translation>가격은 음수일 수 없습니다(입력값: %1)</translation>
    </message>
    <message>
        <source>no pricing model for this column; its values are not imported</source>
        <translation>이 열에 해당하는 요금제가 없어 값을 가져오지 않습니다</translation>
    </message>
    <message>
        <source>spot: %1/h is not below the on-demand %2/h, so the file&apos;s Spot column is not used</source>
        <translation>spot: %1/h가 주문형 %2/h보다 낮지 않으므로 파일의 Spot 열을 사용하지 않습니다</translation>
    </message>
    <message>
        <source>spot: not used, the file&apos;s Spot column is inconsistent (see line %1)</source>
        <translation>spot: 사용하지 않음. 파일의 Spot 열이 일관되지 않습니다(%1행 참조)</translation>
    </message>
    <message>
        <source>detected from the content</source>
        <translation>내용에서 감지됨</translation>
    </message>
    <message>
        <source>SkyPilot GCP catalog CSV</source>
        <translation>SkyPilot GCP 카탈로그 CSV</translation>
    </message>
    <message>
        <source>gpuhunt TPU pricing JSON</source>
        <translation>gpuhunt TPU 가격 JSON</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <source> (%1 GPUs)</source>
        <translation> (GPU %1개)</translation>
    </message>
    <message>
        <source>%1: rows for %2 disagree (%3); the highest, %4/h, is used</source>
        <translation>%1: %2에 대한 행들의 값이 서로 다릅니다(%3). 가장 높은 값(%4/h)을 사용합니다</translation>
    </message>
    <message>
        <source>%1: a GPU-only price, and the catalog names no host VM for %2; costs with this price leave out the machine&apos;s vCPUs and memory</source>
        <translation>%1: GPU 단독 가격이며, 카탈로그에 %2용 호스트 VM이 없습니다. 이 가격으로 계산한 비용에는 머신의 vCPU와 메모리가 빠집니다</translation>
    </message>
    <message>
        <source>AcceleratorCount %1 is not a whole number of accelerators from 1 to %2</source>
        <translation>AcceleratorCount %1: 가속기 개수가 1부터 %2까지의 정수가 아닙니다</translation>
    </message>
    <message>
        <source>a CSV or JSON price list</source>
        <translation>CSV 또는 JSON 가격 목록</translation>
    </message>
</context>
<context>
    <name>ReadinessChecklist</name>
    <message>
        <source>Code follows XLA rules #1 and #2: no data-dependent conditionals or shapes</source>
        <translation>코드가 XLA 규칙 #1과 #2를 따름: 데이터 종속 조건문이나 데이터 종속 형태가 없음</translation>
    </message>
    <message>
        <source>Replace if-statements on tensor values with tf.cond or indicator variables, and boolean-mask indexing with a multiplied mask: XLA cannot compile them.</source>
        <translation>텐서 값에 대한 if 문은 tf.cond나 지표 변수로, 불 마스크 인덱싱은 마스크 곱셈으로 바꾸세요: XLA는 이를 컴파일할 수 없습니다.</translation>
    </message>
    <message>
        <source>Hugging Face Transformers models and losses follow both rules; custom models, losses and label masking must too.</source>
        <translation>Hugging Face Transformers 모델과 손실 함수는 두 규칙을 모두 따릅니다. 사용자 정의 모델, 손실 함수, 레이블 마스킹도 이를 따라야 합니다.</translation>
    </message>
    <message>
        <source>A few steps tried with jit_compile=True on CPU or GPU</source>
        <translation>CPU나 GPU에서 jit_compile=True로 몇 스텝 시험해 봄</translation>
    </message>
    <message>
        <source>Debugging on a TPU is harder; XLA errors show up on CPU/GPU with jit_compile=True, and good speed there is a sign the code is ready for the TPU.</source>
        <translation>TPU에서는 디버깅이 더 어렵습니다. XLA 오류는 CPU/GPU에서 jit_compile=True로 미리 드러나며, 그곳에서 성능이 양호하면 코드가 TPU로 옮길 준비가 되었다는 신호입니다.</translation>
    </message>
    <message>
        <source>Static input shapes (XLA rule #3: every new input shape recompiles)</source>
        <translation>정적 입력 형태(XLA 규칙 #3: 새로운 입력 형태마다 다시 컴파일)</translation>
    </message>
    <message numerus="yes">
        <source>%n input shape(s) in an epoch: each is compiled once.</source>
        <translation>
            <numerusform>한 에포크에 입력 형태 %n개: 각각 한 번씩 컴파일됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</source>
        <translation>
            <numerusform>한 에포크에 입력 형태가 약 %n개로 %1개보다 많습니다: XLA가 형태마다 다시 컴파일하며 그동안 훈련이 멈춥니다. 고정 길이, 더 큰 배수 또는 몇 개의 버킷으로 패딩하세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pad every batch to a fixed length (or a few bucket lengths) so that XLA compiles a handful of shapes.</source>
        <translation>모든 배치를 고정 길이(또는 몇 개의 버킷 길이)로 패딩해 XLA가 소수의 형태만 컴파일하게 하세요.</translation>
    </message>
    <message>
        <source>Padded lengths are multiples of 32, 64 or 128</source>
        <translation>패딩된 길이가 32, 64 또는 128의 배수</translation>
    </message>
    <message>
        <source>Every padded length is a multiple of %1.</source>
        <translation>모든 패딩된 길이가 %1의 배수입니다.</translation>
    </message>
    <message>
        <source>The padded lengths share only a multiple of %1; pad to a multiple of 32, 64 or 128 (pad_to_multiple_of) for fewer shapes and full-width matrix units.</source>
        <translation>패딩된 길이의 공통 배수가 %1뿐입니다. 형태 수를 줄이고 행렬 유닛을 가득 채우려면 32, 64 또는 128의 배수로 패딩하세요(pad_to_multiple_of).</translation>
    </message>
    <message>
        <source>Pass pad_to_multiple_of (32, 64 or 128) to the tokenizer or the data collator.</source>
        <translation>토크나이저나 데이터 콜레이터에 pad_to_multiple_of(32, 64 또는 128)를 전달하세요.</translation>
    </message>
    <message>
        <source>Data where the TPU can read it</source>
        <translation>TPU가 읽을 수 있는 위치의 데이터</translation>
    </message>
    <message>
        <source>Cloud Storage (gs://) is readable from TPU Nodes and TPU VMs alike.</source>
        <translation>Cloud Storage(gs://)는 TPU 노드와 TPU VM 모두에서 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>Arrays held in memory (np.ndarray or tf.Tensor) go to the TPU with fit(), even on a TPU Node, as long as they fit.</source>
        <translation>메모리에 있는 배열(np.ndarray 또는 tf.Tensor)은 메모리에 들어가기만 하면 TPU 노드에서도 fit()으로 TPU에 전달됩니다.</translation>
    </message>
    <message>
        <source>A TPU Node (and Colab) runs the input pipeline on a remote host that cannot read this machine&apos;s disk: put the TFRecords on Cloud Storage (gs://).</source>
        <translation>TPU 노드(및 Colab)는 이 머신의 디스크를 읽을 수 없는 원격 호스트에서 입력 파이프라인을 실행합니다: TFRecord를 Cloud Storage(gs://)에 두세요.</translation>
    </message>
    <message>
        <source>A TPU VM reads its local or attached persistent disk; a TPU Node (and Colab) could not.</source>
        <translation>TPU VM은 로컬 디스크나 연결된 영구 디스크를 읽을 수 있지만, TPU 노드(및 Colab)는 그럴 수 없습니다.</translation>
    </message>
    <message>
        <source>TPU Node (and Colab): data on Cloud Storage (gs://) or in memory. TPU VM: local disk or Cloud Storage.</source>
        <translation>TPU 노드(및 Colab): 데이터는 Cloud Storage(gs://) 또는 메모리에. TPU VM: 로컬 디스크 또는 Cloud Storage.</translation>
    </message>
    <message>
        <source>A pure tf.data input pipeline (no Python generators or numpy_function)</source>
        <translation>순수한 tf.data 입력 파이프라인(Python 생성기나 numpy_function 없음)</translation>
    </message>
    <message>
        <source>Dataset.to_tf_dataset() and prepare_tf_dataset() stream through tf.numpy_function or from_generator, and py_func masking fails on Cloud TPU: a TPU Node cannot run them. Read TFRecords with tf.data and use a TF-native collator (return_tensors=&quot;tf&quot;).</source>
        <translation>Dataset.to_tf_dataset()와 prepare_tf_dataset()는 tf.numpy_function 또는 from_generator로 데이터를 스트리밍하며, py_func 마스킹은 Cloud TPU에서 실패합니다: TPU 노드에서는 실행할 수 없습니다. TFRecord를 tf.data로 읽고 TF 네이티브 콜레이터(return_tensors=&quot;tf&quot;)를 사용하세요.</translation>
    </message>
    <message>
        <source>The pipeline is tf.data only.</source>
        <translation>파이프라인이 tf.data로만 구성되어 있습니다.</translation>
    </message>
    <message>
        <source>On a TPU VM generator-based pipelines work too; a pure tf.data pipeline is still faster and portable to TPU Nodes.</source>
        <translation>TPU VM에서는 생성기 기반 파이프라인도 작동하지만, 순수한 tf.data 파이프라인이 여전히 더 빠르고 TPU 노드로도 옮길 수 있습니다.</translation>
    </message>
    <message>
        <source>Model and optimizer created under TPUStrategy.scope()</source>
        <translation>TPUStrategy.scope() 안에서 모델과 옵티마이저 생성</translation>
    </message>
    <message>
        <source>Create the model, the optimizer and compile() inside strategy.scope() so that the variables are replicated on every TPU core for data-parallel training.</source>
        <translation>데이터 병렬 훈련을 위해 변수가 모든 TPU 코어에 복제되도록 strategy.scope() 안에서 모델과 옵티마이저를 만들고 compile()을 호출하세요.</translation>
    </message>
    <message>
        <source>jit_compile=True removed for the TPU run</source>
        <translation>TPU 실행에서 jit_compile=True 제거</translation>
    </message>
    <message>
        <source>XLA compiles implicitly on a TPU; jit_compile=True there causes trouble. Remove it before moving to the TPU.</source>
        <translation>TPU에서는 XLA 컴파일이 암시적으로 이뤄지므로 jit_compile=True가 문제를 일으킵니다. TPU로 옮기기 전에 제거하세요.</translation>
    </message>
    <message>
        <source>jit_compile=True checks XLA compatibility on CPU/GPU; on a TPU, XLA compiles implicitly and the flag must go.</source>
        <translation>jit_compile=True는 CPU/GPU에서 XLA 호환성을 확인하는 용도입니다. TPU에서는 XLA 컴파일이 암시적으로 이뤄지므로 이 플래그를 제거해야 합니다.</translation>
    </message>
    <message>
        <source>Enough TFRecord shards to shuffle and to feed every host</source>
        <translation>셔플하고 모든 호스트에 공급하기에 충분한 TFRecord 샤드</translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): %2 per host.</source>
        <translation>
            <numerusform>호스트 %n개에 샤드 %1개: 호스트당 %2개.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</source>
        <translation>
            <numerusform>호스트 %n개에 샤드 %1개: 호스트당 %2개 미만이거나 호스트 수의 배수가 아니면 병렬 읽기와 파일 수준 셔플이 제한됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Data held in memory needs no shards.</source>
        <translation>메모리에 있는 데이터에는 샤드가 필요 없습니다.</translation>
    </message>
    <message>
        <source>Split the data into TFRecord shards: at least %1 per host, each ideally 100 MB or more.</source>
        <translation>데이터를 TFRecord 샤드로 나누세요: 호스트당 %1개 이상, 각각 가능하면 100 MB 이상.</translation>
    </message>
    <message>
        <source>Shard order shuffled on every start and resume</source>
        <translation>시작하거나 재개할 때마다 샤드 순서를 셔플</translation>
    </message>
    <message>
        <source>One file cannot be shuffled at file level: a run resumed after a preemption starts again at the beginning of the data. Split it into shards.</source>
        <translation>파일이 하나뿐이면 파일 수준에서 셔플할 수 없습니다: 선점 후 재개한 실행이 데이터의 처음부터 다시 시작합니다. 샤드로 나누세요.</translation>
    </message>
    <message>
        <source>A run resumed after a preemption otherwise reads the files in the same order and keeps training on the beginning of the data: list the files with shuffling (no fixed seed) and interleave them.</source>
        <translation>그렇지 않으면 선점 후 재개한 실행이 같은 순서로 파일을 읽어 데이터의 앞부분만 계속 훈련하게 됩니다: 파일 목록을 셔플해서(고정 시드 없이) 인터리브하세요.</translation>
    </message>
</context>
<context>
    <name>ReadinessPanel</name>
    <message>
        <source>TPU readiness</source>
        <translation>TPU 준비 상태</translation>
    </message>
    <message>
        <source>TPU &amp;access:</source>
        <translation>TPU 접근 방식(&amp;A):</translation>
    </message>
    <message>
        <source>How the TPU is reached: a TPU Node (Colab and Kaggle are nodes) reads only Cloud Storage or memory</source>
        <translation>TPU에 접근하는 방식: TPU 노드(Colab과 Kaggle은 노드)는 Cloud Storage나 메모리의 데이터만 읽습니다</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>TPU VM</source>
        <translation>TPU VM</translation>
    </message>
    <message>
        <source>TPU Node (Colab, Kaggle)</source>
        <translation>TPU 노드(Colab, Kaggle)</translation>
    </message>
    <message>
        <source>&amp;Data in:</source>
        <translation>데이터 위치(&amp;D):</translation>
    </message>
    <message>
        <source>Where the training data lives</source>
        <translation>훈련 데이터가 있는 곳</translation>
    </message>
    <message>
        <source>Cloud Storage</source>
        <translation>Cloud Storage</translation>
    </message>
    <message>
        <source>local disk</source>
        <translation>로컬 디스크</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Tick the items that only you can answer; the others follow from the padding and the shard plan</source>
        <translation>사용자만 답할 수 있는 항목을 체크하세요. 나머지는 패딩과 샤드 계획에서 결정됩니다</translation>
    </message>
</context>
<context>
    <name>RecommendCommand</name>
    <message>
        <source>%1, %2 tokens, global batch %3, %4 steps: %5 candidates evaluated, %6 fit.</source>
        <translation>%1, %2 토큰, 전역 배치 %3, %4 스텝: 후보 %5개 평가, %6개 들어감.</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>ckpt</source>
        <translation>ckpt</translation>
    </message>
    <message>
        <source>batch×acc</source>
        <translation>배치×누적</translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation>메모리 GiB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>시간(h)</translation>
    </message>
    <message>
        <source>cost $</source>
        <translation>비용 $</translation>
    </message>
    <message>
        <source>expected $</source>
        <translation>예상 $</translation>
    </message>
    <message>
        <source>  pareto</source>
        <translation>  파레토</translation>
    </message>
    <message>
        <source>  DOES NOT FIT</source>
        <translation>  들어가지 않음</translation>
    </message>
    <message>
        <source>  stale price</source>
        <translation>  오래된 가격</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>#1 선정 이유:</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 %6, P90 %7.</source>
        <translation>  - 선점 시 분포(시뮬레이션 %1회): P10 %2 h, P50 %3 h, P90 %4 h. 비용 P10 %5, P50 %6, P90 %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>알 수 없는 하드웨어 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>알 수 없는 세대 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>리전 &quot;%1&quot;에 가격이 없습니다</translation>
    </message>
    <message>
        <source>Search every candidate that reaches the global batch, keep those that fit, rank them.</source>
        <translation>전역 배치에 도달하는 모든 후보를 검색하고, 메모리에 들어가는 후보를 골라 순위를 매깁니다.</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>프리셋 ID, 모델 YAML 파일 또는 Hugging Face config.json.</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 옵션은 필수입니다</translation>
    </message>
    <message>
        <source>give exactly one of --steps, --tokens and --epochs</source>
        <translation>--steps, --tokens, --epochs 중 정확히 하나만 지정하세요</translation>
    </message>
    <message>
        <source>--epochs needs --dataset-tokens</source>
        <translation>--epochs에는 --dataset-tokens가 필요합니다</translation>
    </message>
    <message>
        <source>--objective must be cost, time or balanced</source>
        <translation>--objective는 cost, time 또는 balanced여야 합니다</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation>알 수 없는 정밀도 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown optimizer &quot;%1&quot;</source>
        <translation>알 수 없는 옵티마이저 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--gpu-runtime must be pytorch or tensorflow</source>
        <translation>--gpu-runtime은 pytorch 또는 tensorflow여야 합니다</translation>
    </message>
    <message>
        <source>--efficiency takes ID=X with 0 &lt; X &lt;= 1, got &quot;%1&quot;</source>
        <translation>--efficiency는 ID=X 형식이며 0 &lt; X &lt;= 1이어야 합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>Run a saved plan description (a plan YAML, see docs/plan-file.md).</source>
        <translation>저장된 계획 설명(계획 YAML, docs/plan-file.md 참조)을 실행합니다.</translation>
    </message>
    <message>
        <source>The plan YAML.</source>
        <translation>계획 YAML.</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan plan FILE.yaml</source>
        <translation>계획 파일을 지정하세요: tpuplan plan FILE.yaml</translation>
    </message>
    <message>
        <source>--head must be mlm, mlm-masked, causal-lm or classification</source>
        <translation>--head는 mlm, mlm-masked, causal-lm 또는 classification이어야 합니다</translation>
    </message>
    <message>
        <source>+%1 slices</source>
        <translation>+%1 슬라이스</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>메시</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>비공개</translation>
    </message>
    <message>
        <source>step s</source>
        <translation>스텝 s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>step s: seconds per optimizer step, in brackets the spread of the published runs the time model was fitted on. MFU counts %1.</source>
        <translation>스텝 s: 옵티마이저 스텝당 초. 괄호 안은 시간 모델을 피팅한 공개 훈련 실행들의 분포. MFU 계산 기준: %1.</translation>
    </message>
    <message>
        <source>ckpt: +loss×N: the search runs the loss in N chunks (the plan leaves loss_chunks to it); +adamw-8bit: the search swapped in 8-bit AdamW (allow_8bit_optimizer).</source>
        <translation>ckpt: +loss×N: 검색이 손실을 청크 N개로 나눠 계산합니다(계획에서 loss_chunks를 검색에 맡김). +adamw-8bit: 검색이 8비트 AdamW로 바꿨습니다(allow_8bit_optimizer).</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost not publicly listed.</source>
        <translation>  - 선점 시 분포(시뮬레이션 %1회): P10 %2 h, P50 %3 h, P90 %4 h. 비용: 공개 가격 없음.</translation>
    </message>
    <message>
        <source>--checkpointing takes %1, got &quot;%2&quot;</source>
        <translation>--checkpointing에 지정할 수 있는 값은 %1입니다(입력값: &quot;%2&quot;)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 has no gradient accumulation: it trains with a global batch of %2 (%3 per device × %4 device(s)), not the planned %5 (%6 accumulation steps). Raise the batch per device only if memory allows, or use a script that accumulates.</source>
        <translation>%1에는 그레이디언트 누적 기능이 없습니다: 계획한 %5(누적 스텝 %6)가 아니라 전역 배치 %2(디바이스당 %3 × 디바이스 %4개)로 훈련합니다. 메모리가 허용할 때만 디바이스당 배치를 늘리거나, 누적을 지원하는 스크립트를 사용하세요.</translation>
    </message>
    <message>
        <source>Create the TPU VM</source>
        <translation>TPU VM 만들기</translation>
    </message>
    <message>
        <source># %1 in %2, %3</source>
        <translation># %2의 %1, %3</translation>
    </message>
    <message>
        <source># Cloud Storage bucket for the data and the saved checkpoints, in the TPU&apos;s region</source>
        <translation># 데이터와 저장된 체크포인트용 Cloud Storage 버킷(TPU와 같은 리전)</translation>
    </message>
    <message>
        <source># Connect, then run one of the training commands below</source>
        <translation># 접속한 다음 아래 훈련 명령 중 하나를 실행하세요</translation>
    </message>
    <message>
        <source># READY while it runs, PREEMPTED after a preemption</source>
        <translation># 실행 중에는 READY, 선점된 후에는 PREEMPTED</translation>
    </message>
    <message>
        <source># Delete it when the run ends: a TPU is billed until it is deleted, busy or idle</source>
        <translation># 실행이 끝나면 삭제하세요: TPU는 사용 중이든 유휴 상태든 삭제할 때까지 요금이 청구됩니다</translation>
    </message>
    <message>
        <source>No catalog price names a zone for %1 in %2: %3 is the region&apos;s default zone. Check with gcloud compute tpus accelerator-types list --zone=%3.</source>
        <translation>카탈로그 가격에 %2의 %1 영역이 지정되어 있지 않습니다: %3은(는) 이 리전의 기본 영역입니다. gcloud compute tpus accelerator-types list --zone=%3으로 확인하세요.</translation>
    </message>
    <message>
        <source>The catalog gives no runtime version for %1: replace RUNTIME_VERSION (gcloud compute tpus versions list --zone=%2).</source>
        <translation>카탈로그에 %1의 런타임 버전이 없습니다: RUNTIME_VERSION을 바꿔 넣으세요(gcloud compute tpus versions list --zone=%2).</translation>
    </message>
    <message>
        <source>%1 is a TensorFlow image (catalog runtime_version); for PyTorch/XLA or JAX choose a base image from gcloud compute tpus versions list --zone=%2.</source>
        <translation>%1은(는) TensorFlow 이미지입니다(카탈로그 runtime_version). PyTorch/XLA나 JAX에는 gcloud compute tpus versions list --zone=%2에서 기본 이미지를 선택하세요.</translation>
    </message>
    <message>
        <source>Committed-use prices apply through a commitment bought separately; the create command is the same as on demand.</source>
        <translation>약정 사용 가격은 별도로 구매한 약정을 통해 적용되며, 생성 명령은 주문형과 같습니다.</translation>
    </message>
    <message>
        <source>Preemptible TPUs stop after at most 24 hours and whenever Google needs the capacity: recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>선점형 TPU는 최대 24시간 후, 그리고 Google에 용량이 필요할 때마다 중지됩니다: TPU를 다시 만들고 마지막으로 저장된 체크포인트에서 재개하세요.</translation>
    </message>
    <message>
        <source>Spot TPUs can be stopped at any time (no 24-hour limit): recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>스팟 TPU는 언제든지 중지될 수 있습니다(24시간 제한 없음): TPU를 다시 만들고 마지막으로 저장된 체크포인트에서 재개하세요.</translation>
    </message>
    <message>
        <source>%1 spans %2 hosts: the training command runs on every worker (--worker=all).</source>
        <translation>%1은(는) 호스트 %2개에 걸쳐 있습니다: 훈련 명령은 모든 워커에서 실행됩니다(--worker=all).</translation>
    </message>
    <message>
        <source>Create the GPU VM</source>
        <translation>GPU VM 만들기</translation>
    </message>
    <message>
        <source># Delete it when the run ends</source>
        <translation># 실행이 끝나면 삭제하세요</translation>
    </message>
    <message>
        <source>IMAGE_FAMILY: a Deep Learning VM image family with your framework (gcloud compute images list --project=deeplearning-platform-release).</source>
        <translation>IMAGE_FAMILY: 사용하는 프레임워크가 포함된 Deep Learning VM 이미지 패밀리(gcloud compute images list --project=deeplearning-platform-release).</translation>
    </message>
    <message>
        <source>%1 comes with its GPU attached, so the command has no --accelerator flag.</source>
        <translation>%1에는 GPU가 연결되어 제공되므로 명령에 --accelerator 플래그가 없습니다.</translation>
    </message>
    <message>
        <source>The planner does not know the GCE accelerator name of %1: replace ACCELERATOR_TYPE (gcloud compute accelerator-types list --filter=zone:%2).</source>
        <translation>플래너가 %1의 GCE 가속기 이름을 알지 못합니다: ACCELERATOR_TYPE을 바꿔 넣으세요(gcloud compute accelerator-types list --filter=zone:%2).</translation>
    </message>
    <message>
        <source>Compute Engine offers the V100 with 16 GB only; a 32 GB V100 needs another provider.</source>
        <translation>Compute Engine은 16 GB V100만 제공합니다. 32 GB V100을 쓰려면 다른 제공업체가 필요합니다.</translation>
    </message>
    <message>
        <source>%1 is the region&apos;s default zone; check that it offers %2 (gcloud compute accelerator-types list --filter=zone:%1).</source>
        <translation>%1은(는) 이 리전의 기본 영역입니다. %2 제공 여부를 확인하세요(gcloud compute accelerator-types list --filter=zone:%1).</translation>
    </message>
    <message>
        <source>Run it on Google Colab</source>
        <translation>Google Colab에서 실행</translation>
    </message>
    <message>
        <source>Open the notebook in Google Colab and choose Runtime ▸ Change runtime type ▸ TPU (%1 on the free tier).</source>
        <translation>Google Colab에서 노트북을 열고 런타임 ▸ 런타임 유형 변경 ▸ TPU를 선택하세요(무료 등급에서는 %1).</translation>
    </message>
    <message>
        <source>Keep the TFRecord shards and the saved checkpoints in a Cloud Storage bucket (gs://$BUCKET) and sign in from the notebook: from google.colab import auth; auth.authenticate_user().</source>
        <translation>TFRecord 샤드와 저장된 체크포인트는 Cloud Storage 버킷(gs://$BUCKET)에 두고, 노트북에서 로그인하세요: from google.colab import auth; auth.authenticate_user().</translation>
    </message>
    <message>
        <source>A session ends after about %1 h: save a checkpoint every %2 steps to the bucket and resume from the last one in the next session.</source>
        <translation>세션은 약 %1 h 후에 종료됩니다: %2 스텝마다 버킷에 체크포인트를 저장하고 다음 세션에서 마지막 체크포인트부터 재개하세요.</translation>
    </message>
    <message>
        <source>Run the training command below in a cell, prefixed with !.</source>
        <translation>아래 훈련 명령을 셀에서 앞에 !를 붙여 실행하세요.</translation>
    </message>
    <message>
        <source>Colab needs no gcloud create command; the bucket still costs storage.</source>
        <translation>Colab에는 gcloud 생성 명령이 필요 없지만, 버킷에는 여전히 스토리지 비용이 듭니다.</translation>
    </message>
    <message>
        <source>Pretrain with google-research/bigbird</source>
        <translation>google-research/bigbird로 사전 훈련</translation>
    </message>
    <message>
        <source>--train_batch_size is the batch per TPU core; --num_tpu_cores is the number of devices (%1).</source>
        <translation>--train_batch_size는 TPU 코어당 배치이고, --num_tpu_cores는 디바이스 수(%1)입니다.</translation>
    </message>
    <message>
        <source>--use_gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--use_gradient_checkpointing은 모든 레이어를 재계산하므로 계획한 %1보다 많습니다: 메모리는 덜 쓰지만 스텝은 추정보다 느립니다.</translation>
    </message>
    <message>
        <source>The bigbird code has no bf16 flag and trains in fp32; the plan assumed %1.</source>
        <translation>bigbird 코드에는 bf16 플래그가 없어 fp32로 훈련합니다. 계획에서 가정한 정밀도: %1.</translation>
    </message>
    <message>
        <source>run_pretraining.py predicts gathered positions (--max_predictions_per_seq); the plan&apos;s head is %1, so %2 (15 % of the sequence) is a suggestion.</source>
        <translation>run_pretraining.py는 수집된 위치를 예측합니다(--max_predictions_per_seq). 계획의 헤드는 %1이므로 %2(시퀀스의 15%)는 제안값입니다.</translation>
    </message>
    <message>
        <source>Set --optimizer to the bigbird name of %1 (bigbird/core/optimization.py).</source>
        <translation>--optimizer를 %1의 bigbird 이름으로 설정하세요(bigbird/core/optimization.py).</translation>
    </message>
    <message>
        <source>--preprocessed_data reads TFRecords that are already tokenized and masked: the script&apos;s NumPy masking (tf.compat.v1.py_func) does not run on Cloud TPU (seed deck, 2021).</source>
        <translation>--preprocessed_data는 이미 토큰화되고 마스킹된 TFRecord를 읽습니다: 스크립트의 NumPy 마스킹(tf.compat.v1.py_func)은 Cloud TPU에서 실행되지 않습니다(seed 발표 자료, 2021).</translation>
    </message>
    <message>
        <source>--tpu_name=local addresses the TPU of a TPU VM; a TPU Node (or the legacy Colab runtime) takes its name or grpc:// address instead.</source>
        <translation>--tpu_name=local은 TPU VM의 TPU를 가리킵니다. TPU 노드(또는 기존 Colab 런타임)에서는 대신 TPU 이름이나 grpc:// 주소를 지정합니다.</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face TensorFlow TPU example</source>
        <translation>Hugging Face TensorFlow TPU 예제로 사전 훈련</translation>
    </message>
    <message>
        <source>--per_replica_batch_size is the batch per device; the global batch is it × %1 replica(s).</source>
        <translation>--per_replica_batch_size는 디바이스당 배치이며, 전역 배치는 이 값 × 복제본 %1개입니다.</translation>
    </message>
    <message>
        <source>--max_length must match the length the TFRecords were written with (prepare_tfrecord_shards.py).</source>
        <translation>--max_length는 TFRecord를 작성할 때 사용한 길이와 같아야 합니다(prepare_tfrecord_shards.py).</translation>
    </message>
    <message>
        <source>The TensorFlow example has no gradient checkpointing flag: this candidate needs %1, so use the bigbird or PyTorch script, or another candidate.</source>
        <translation>TensorFlow 예제에는 그레이디언트 체크포인팅 플래그가 없습니다: 이 후보에는 체크포인팅(%1)이 필요하므로 bigbird 또는 PyTorch 스크립트를 사용하거나 다른 후보를 선택하세요.</translation>
    </message>
    <message>
        <source>The script counts --num_epochs, not steps: pick the epochs that give %1 steps of %2 sequences.</source>
        <translation>스크립트는 스텝이 아니라 --num_epochs로 셉니다: 시퀀스 %2개짜리 스텝이 %1개가 되도록 에포크 수를 정하세요.</translation>
    </message>
    <message>
        <source>The script saves the model at the end (and pushes to the Hub with --hub_model_id); it has no periodic checkpoint flag, so a preempted run starts over.</source>
        <translation>스크립트는 마지막에 모델을 저장하며(--hub_model_id를 주면 Hub에 푸시), 주기적인 체크포인트 플래그가 없으므로 선점된 실행은 처음부터 다시 시작합니다.</translation>
    </message>
    <message>
        <source>TFAutoModelForMaskedLM predicts every position without NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>TFAutoModelForMaskedLM은 NSP 없이 모든 위치를 예측합니다. 계획의 헤드와 다르므로 메모리가 추정치보다 클 수 있습니다.</translation>
    </message>
    <message>
        <source>$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.</source>
        <translation>$MODEL_CONFIG: 이 아키텍처에 해당하는 Hugging Face 구성 이름 또는 디렉터리.</translation>
    </message>
    <message>
        <source>Fine-tune with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer(PyTorch)로 미세 조정</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer(PyTorch)로 사전 훈련</translation>
    </message>
    <message>
        <source>--per_device_train_batch_size × --gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>--per_device_train_batch_size × --gradient_accumulation_steps × 디바이스 %1개 = 전역 배치 %2.</translation>
    </message>
    <message>
        <source>On TPU the Trainer runs on PyTorch/XLA, launched with one process per device by xla_spawn.py; check the launcher against your torch_xla version.</source>
        <translation>TPU에서 Trainer는 PyTorch/XLA로 실행되며, xla_spawn.py가 디바이스마다 프로세스를 하나씩 실행합니다. 실행기가 사용하는 torch_xla 버전에 맞는지 확인하세요.</translation>
    </message>
    <message>
        <source>--pad_to_max_length and --dataloader_drop_last keep every batch the same shape, so XLA compiles the step once.</source>
        <translation>--pad_to_max_length와 --dataloader_drop_last는 모든 배치의 형태를 같게 유지하므로 XLA가 스텝을 한 번만 컴파일합니다.</translation>
    </message>
    <message>
        <source>Whether --bf16 casts on XLA depends on the transformers version; PyTorch/XLA&apos;s own switch is the XLA_USE_BF16=1 environment variable (all-bf16).</source>
        <translation>XLA에서 --bf16이 캐스팅을 하는지는 transformers 버전에 따라 다릅니다. PyTorch/XLA 자체의 스위치는 XLA_USE_BF16=1 환경 변수(전부 bf16)입니다.</translation>
    </message>
    <message>
        <source>--gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--gradient_checkpointing은 모든 레이어를 재계산하므로 계획한 %1보다 많습니다: 메모리는 덜 쓰지만 스텝은 추정보다 느립니다.</translation>
    </message>
    <message>
        <source>run_mlm.py predicts every position and has no NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>run_mlm.py는 모든 위치를 예측하며 NSP가 없습니다. 계획의 헤드와 다르므로 메모리가 추정치보다 클 수 있습니다.</translation>
    </message>
    <message>
        <source>The Trainer has no --optim value for %1 here: pass the optimizer in code.</source>
        <translation>여기서는 Trainer에 %1에 해당하는 --optim 값이 없습니다: 코드에서 옵티마이저를 전달하세요.</translation>
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
        <translation>최저 예상 비용</translation>
    </message>
    <message>
        <source>shortest expected time</source>
        <translation>최단 예상 시간</translation>
    </message>
    <message>
        <source>balance of cost and time</source>
        <translation>비용과 시간의 균형</translation>
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
        <translation>TensorFlow (그래프)</translation>
    </message>
    <message>
        <source>masked LM over every position</source>
        <translation>마스크 언어 모델(모든 위치)</translation>
    </message>
    <message>
        <source>masked LM over %1 gathered positions</source>
        <translation>마스크 언어 모델(수집된 위치 %1개)</translation>
    </message>
    <message>
        <source>classification, %1 labels</source>
        <translation>분류, 레이블 %1개</translation>
    </message>
    <message>
        <source>%1 + next-sentence prediction</source>
        <translation>%1 + 다음 문장 예측</translation>
    </message>
    <message>
        <source>Price of %1 in %2 (%3)</source>
        <translation>%1 가격, %2 (%3)</translation>
    </message>
    <message>
        <source>%1 per chip × %2 chips = %3</source>
        <translation>칩당 %1 × 칩 %2개 = %3</translation>
    </message>
    <message>
        <source> (imported from %1 on %2)</source>
        <translation> (%2, %1에서 가져옴)</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>주문형</translation>
    </message>
    <message>
        <source>preemptible</source>
        <translation>선점형</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1년 약정</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3년 약정</translation>
    </message>
    <message>
        <source>free Colab</source>
        <translation>무료 Colab</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16 mixed</source>
        <translation>bf16 혼합</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 혼합</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>모든 레이어</translation>
    </message>
    <message>
        <source>every %1 layers</source>
        <translation>%1개 레이어마다</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>선택적(어텐션)</translation>
    </message>
    <message>
        <source>Training plan: %1</source>
        <translation>훈련 계획: %1</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>질문</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>권장 사항</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>시간 및 비용</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>선점</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>가정 및 출처</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>What</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>기준일</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>오래됨</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>오래됨</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>TPU Planner %1에서 %2에 생성됨(카탈로그 %3).</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>내장</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>%1 (%2, %3 M parameters)</source>
        <translation>%1 (%2, 파라미터 %3 M)</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4, vocabulary %5</source>
        <translation>레이어 %1개, 은닉 %2, 헤드 %3개, 중간 %4, 어휘 %5</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <source>block-sparse (block %1, %2 random blocks)</source>
        <translation>블록 희소(블록 %1, 랜덤 블록 %2개)</translation>
    </message>
    <message>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Training head</source>
        <translation>훈련 헤드</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 토큰</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>전역 배치</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>시퀀스 %1개</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>훈련 길이</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 스텝</translation>
    </message>
    <message>
        <source>%1 tokens (%2 steps)</source>
        <translation>%1 토큰(%2 스텝)</translation>
    </message>
    <message>
        <source>%1 epochs of %2 tokens (%3 steps)</source>
        <translation>%2 토큰 × %1 에포크(%3 스텝)</translation>
    </message>
    <message>
        <source>Data in Cloud Storage</source>
        <translation>Cloud Storage의 데이터</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Precisions tried</source>
        <translation>시도한 정밀도</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>k개 레이어마다</translation>
    </message>
    <message>
        <source>Checkpointing tried</source>
        <translation>시도한 체크포인팅</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>그레이디언트 누적</translation>
    </message>
    <message>
        <source>none (the training code cannot accumulate)</source>
        <translation>없음(훈련 코드에서 누적할 수 없음)</translation>
    </message>
    <message>
        <source>up to %1 steps</source>
        <translation>최대 %1 스텝</translation>
    </message>
    <message>
        <source>every slice of %1</source>
        <translation>%1의 모든 슬라이스</translation>
    </message>
    <message>
        <source>every TPU slice</source>
        <translation>모든 TPU 슬라이스</translation>
    </message>
    <message>
        <source>%1 and the catalog&apos;s GPUs</source>
        <translation>%1 및 카탈로그의 GPU</translation>
    </message>
    <message>
        <source>Hardware considered</source>
        <translation>고려한 하드웨어</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>순위 기준</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>마감 시간</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>예산</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>비워 둘 메모리</translation>
    </message>
    <message>
        <source>Preemption assumptions</source>
        <translation>선점 가정</translation>
    </message>
    <message>
        <source>%1 preemptions per hour; saving a checkpoint takes %2 min, a restart %3 min</source>
        <translation>시간당 선점 %1회, 체크포인트 저장 %2분, 재시작 %3분</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>체크포인팅</translation>
    </message>
    <message>
        <source>Batch × acc.</source>
        <translation>배치 × 누적</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>메모리/디바이스</translation>
    </message>
    <message>
        <source>Expected time</source>
        <translation>예상 시간</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>Expected cost</source>
        <translation>예상 비용</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>비고</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>구성 요소</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>디바이스당</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>디바이스 대비 비율</translation>
    </message>
    <message>
        <source>Memory breakdown against the device&apos;s memory</source>
        <translation>디바이스 메모리 대비 메모리 구성</translation>
    </message>
    <message>
        <source>Memory against sequence length, with and without checkpointing</source>
        <translation>시퀀스 길이별 메모리(체크포인팅 사용/미사용)</translation>
    </message>
    <message>
        <source>Expected cost against expected time, with the Pareto front</source>
        <translation>예상 시간 대비 예상 비용과 파레토 프런트</translation>
    </message>
    <message>
        <source>Expected cost under preemption</source>
        <translation>선점 시 예상 비용</translation>
    </message>
    <message>
        <source>Prices and hardware include a user catalog: %1.</source>
        <translation>가격과 하드웨어에 사용자 카탈로그가 포함되어 있습니다: %1.</translation>
    </message>
    <message>
        <source>No candidate: nothing in the catalog matches the plan&apos;s hardware, regions and pricing.</source>
        <translation>후보 없음: 카탈로그에 계획의 하드웨어, 리전, 요금제와 일치하는 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6 and %7.</source>
        <translation>%1에서 훈련(%2, %3), %4, %5: 예상 %6, %7.</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>체크포인팅 없음</translation>
    </message>
    <message>
        <source>checkpointing %1</source>
        <translation>체크포인팅 %1</translation>
    </message>
    <message>
        <source>%1 in %2 (%3) fits but misses the deadline or the budget: expected %4 and %5.</source>
        <translation>%1 (%2, %3)은(는) 메모리에 들어가지만 마감 시간이나 예산을 맞추지 못합니다: 예상 %4, %5.</translation>
    </message>
    <message>
        <source>%1 does not fit: even a batch of 1 per %2 needs %3, more than the %4 usable.</source>
        <translation>%1은(는) 메모리에 들어가지 않습니다: %2당 배치 1에도 %3가 필요하여 사용 가능한 %4를 초과합니다.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>#%1 of %2 listed (%3 evaluated, %4 fit)</source>
        <translation>표시된 %2개 중 #%1 (평가 %3개, 메모리에 들어감 %4개)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n device(s) on %2 chip(s) and %3 host(s)</source>
        <translation>
            <numerusform>%1: 디바이스 %n개(칩 %2개, 호스트 %3개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1: GPU %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <source>%1 (accelerator %2 + host %3 %4)</source>
        <translation>%1 (가속기 %2 + 호스트 %3 %4)</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>런타임</translation>
    </message>
    <message>
        <source>Batch split</source>
        <translation>배치 분할</translation>
    </message>
    <message>
        <source>%1 per %2 × %3 accumulation step(s) × %4 device(s) = %5</source>
        <translation>%2당 %1 × 누적 스텝 %3 × 디바이스 %4개 = %5</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%2 중 %1 (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>들어감</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>파레토 프런트</translation>
    </message>
    <message>
        <source>yes: nothing else is both cheaper and faster</source>
        <translation>예: 더 저렴하면서 더 빠른 다른 후보가 없음</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>파레토</translation>
    </message>
    <message>
        <source>misses deadline or budget</source>
        <translation>마감 시간 또는 예산 초과</translation>
    </message>
    <message>
        <source>stale price</source>
        <translation>오래된 가격</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>그레이디언트</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>런타임 오버헤드</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Memory per %1</source>
        <translation>%1당 메모리</translation>
    </message>
    <message>
        <source>Usable with the safety margin</source>
        <translation>안전 여유분을 뺀 사용 가능량</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>남은 여유</translation>
    </message>
    <message>
        <source>Without checkpointing</source>
        <translation>체크포인팅 미사용</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sequence length in memory</source>
        <translation>메모리상의 시퀀스 길이</translation>
    </message>
    <message>
        <source>%1 tokens (padded to the block size)</source>
        <translation>%1 토큰(블록 크기의 배수로 패딩됨)</translation>
    </message>
    <message>
        <source>full: the sequence is too short for the block-sparse pattern</source>
        <translation>전체: 블록 희소 패턴을 쓰기에는 시퀀스가 너무 짧음</translation>
    </message>
    <message>
        <source>XLA reservation</source>
        <translation>XLA 예약분</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 컨텍스트</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>옵티마이저 스텝</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 토큰/s</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>모델 FLOPs 활용률</translation>
    </message>
    <message>
        <source>Checkpointing cost</source>
        <translation>체크포인팅 비용</translation>
    </message>
    <message>
        <source>+%1 step time (recomputation)</source>
        <translation>스텝 시간 +%1 (재계산)</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>연산 시간</translation>
    </message>
    <message>
        <source>Saving checkpoints</source>
        <translation>체크포인트 저장</translation>
    </message>
    <message>
        <source>Expected wall time</source>
        <translation>예상 소요 시간</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>가속기</translation>
    </message>
    <message>
        <source>Host VM</source>
        <translation>호스트 VM</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>스토리지</translation>
    </message>
    <message>
        <source>%1 (data %2 GiB + 2 saved checkpoints of %3 GiB)</source>
        <translation>%1 (데이터 %2 GiB + 저장된 체크포인트 2개 × %3 GiB)</translation>
    </message>
    <message>
        <source>Cost without interruptions</source>
        <translation>중단 없을 때의 비용</translation>
    </message>
    <message>
        <source>Interruptible</source>
        <translation>중단 가능</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>예(%1)</translation>
    </message>
    <message>
        <source>no (%1)</source>
        <translation>아니요(%1)</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>선점률</translation>
    </message>
    <message>
        <source>%1 per hour (set in the plan)</source>
        <translation>시간당 %1회(계획에서 설정)</translation>
    </message>
    <message>
        <source>Save a checkpoint every</source>
        <translation>체크포인트 저장 간격</translation>
    </message>
    <message>
        <source>%1 (about %2 steps; Young/Daly optimum)</source>
        <translation>%1 (약 %2 스텝, Young/Daly 최적값)</translation>
    </message>
    <message>
        <source>Expected preemptions</source>
        <translation>예상 선점 횟수</translation>
    </message>
    <message>
        <source>Expected lost work</source>
        <translation>예상 손실 작업량</translation>
    </message>
    <message>
        <source>Forced restarts (time limit)</source>
        <translation>강제 재시작(시간 제한)</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>%2 대신 %1</translation>
    </message>
    <message>
        <source>Wall time P10 / P50 / P90</source>
        <translation>소요 시간 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Cost P10 / P50 / P90</source>
        <translation>비용 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>%1 seeded runs (seed %2)</source>
        <translation>시드를 지정한 실행 %1회(시드 %2)</translation>
    </message>
    <message>
        <source>Host VM %1 in %2 (%3)</source>
        <translation>호스트 VM %1, %2 (%3)</translation>
    </message>
    <message>
        <source>Cloud Storage (standard)</source>
        <translation>Cloud Storage (Standard)</translation>
    </message>
    <message>
        <source>%1 per GiB-month (a month is %2 h)</source>
        <translation>GiB-월당 %1 (한 달은 %2 h)</translation>
    </message>
    <message>
        <source>set in the plan</source>
        <translation>계획에서 설정</translation>
    </message>
    <message>
        <source>docs/time-model.md</source>
        <translation>docs/time-model.md</translation>
    </message>
    <message>
        <source>Peak bf16 of %1</source>
        <translation>%1의 최대 bf16 성능</translation>
    </message>
    <message>
        <source>%1 TFLOPS per chip</source>
        <translation>칩당 %1 TFLOPS</translation>
    </message>
    <message>
        <source>Memory per device of %1</source>
        <translation>%1의 디바이스당 메모리</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 MiB reserved by XLA</source>
        <translation>HBM %1 GiB, XLA 예약 %2 MiB</translation>
    </message>
    <message>
        <source>Peak of %1</source>
        <translation>%1의 최대 성능</translation>
    </message>
    <message>
        <source>%1 TFLOPS 16-bit, %2 TFLOPS fp32</source>
        <translation>16비트 %1 TFLOPS, fp32 %2 TFLOPS</translation>
    </message>
    <message>
        <source>Memory of %1</source>
        <translation>%1의 메모리</translation>
    </message>
    <message>
        <source>%1, CUDA context %2 MiB</source>
        <translation>%1, CUDA 컨텍스트 %2 MiB</translation>
    </message>
    <message>
        <source>Preemption rate (preemptible, spot, Colab)</source>
        <translation>선점률(선점형, 스팟, Colab)</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>시간당 %1회</translation>
    </message>
    <message>
        <source>Time to save a checkpoint / to restart</source>
        <translation>체크포인트 저장 / 재시작 시간</translation>
    </message>
    <message>
        <source>%1 min / %2 min</source>
        <translation>%1 min / %2 min</translation>
    </message>
    <message>
        <source>Maximum run time of a preemptible machine</source>
        <translation>선점형 머신의 최대 실행 시간</translation>
    </message>
    <message>
        <source>Session limit of %1</source>
        <translation>%1의 세션 제한</translation>
    </message>
    <message>
        <source>Architecture of %1</source>
        <translation>%1의 아키텍처</translation>
    </message>
    <message>
        <source>%1 M parameters</source>
        <translation>파라미터 %1 M</translation>
    </message>
    <message>
        <source>Memory model</source>
        <translation>메모리 모델</translation>
    </message>
    <message>
        <source>runtime profile %1, %2 kept free</source>
        <translation>런타임 프로필 %1, %2 여유로 유지</translation>
    </message>
    <message>
        <source>docs/memory-model.md</source>
        <translation>docs/memory-model.md</translation>
    </message>
    <message>
        <source>A price is stale when older than</source>
        <translation>가격을 오래된 것으로 보는 기준</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1개월</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) dates from %4 (%5), more than %6 months ago: check the current price before you rely on the cost.</source>
        <translation>%2(%3)의 %1 가격은 %4(%5) 기준이며 %6개월 이상 지났습니다: 비용을 신뢰하기 전에 현재 가격을 확인하세요.</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>알 수 없는 날짜</translation>
    </message>
    <message>
        <source>The host VM price (%1, %2) is more than %3 months old.</source>
        <translation>호스트 VM 가격(%1, %2)이 %3개월 이상 지났습니다.</translation>
    </message>
    <message>
        <source>The catalog has no price for the host VM %1: the cost leaves it out.</source>
        <translation>카탈로그에 호스트 VM %1의 가격이 없습니다: 비용에서 제외됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n other listed offering(s) use prices more than %1 months old.</source>
        <translation>
            <numerusform>나열된 다른 상품 %n개가 %1개월 이상 지난 가격을 사용합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This report shows candidate #%1; the planner ranks %2 first by %3.</source>
        <translation>이 보고서는 후보 #%1에 대한 것입니다. 플래너의 %3 기준 1위는 %2입니다.</translation>
    </message>
    <message>
        <source>The run is longer than the %1 h a preemptible machine may run: expect %2 forced restart(s) from the last saved checkpoint.</source>
        <translation>실행 시간이 선점형 머신의 최대 실행 시간(%1 h)보다 깁니다: 마지막으로 저장된 체크포인트에서 강제 재시작이 %2회 발생할 것으로 예상됩니다.</translation>
    </message>
    <message>
        <source>The run needs %1 sessions of at most %2 h: resume each from a saved checkpoint.</source>
        <translation>실행에는 최대 %2 h짜리 세션이 %1개 필요합니다: 매번 저장된 체크포인트에서 재개하세요.</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>영역</translation>
    </message>
    <message>
        <source>%1 (the region&apos;s default zone)</source>
        <translation>%1 (리전의 기본 영역)</translation>
    </message>
    <message>
        <source>PDF export needs the report renderer running in a GUI application (QGuiApplication)</source>
        <translation>PDF 내보내기에는 GUI 애플리케이션(QGuiApplication)에서 실행되는 보고서 렌더러가 필요합니다</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>PDF 작성기를 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>the PDF writer produced no output</source>
        <translation>PDF 작성기가 아무것도 출력하지 않았습니다</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .md, .csv or .json)</source>
        <translation>%1: 알 수 없는 보고서 형식입니다(.pdf, .html, .md, .csv 또는 .json 사용)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1: 보고서를 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>calendar-mode reservation</source>
        <translation>캘린더 모드 예약</translation>
    </message>
    <message>
        <source>flex-start</source>
        <translation>Flex-start</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 GiB usable (%3)</source>
        <translation>HBM %1 GiB, 사용 가능 %2 GiB (%3)</translation>
    </message>
    <message>
        <source>set in the plan; Google publishes no preemption rate (https://cloud.google.com/compute/docs/instances/preemptible: &quot;generally low, but might vary&quot;)</source>
        <translation>계획에서 설정. Google은 선점률을 공개하지 않습니다(https://cloud.google.com/compute/docs/instances/preemptible: &quot;generally low, but might vary&quot;)</translation>
    </message>
    <message>
        <source>Train with MaxText (JAX)</source>
        <translation>MaxText(JAX)로 훈련</translation>
    </message>
    <message>
        <source># On the TPU VM: git clone https://github.com/AI-Hypercomputer/maxtext, then install it</source>
        <translation># TPU VM에서: git clone https://github.com/AI-Hypercomputer/maxtext 후 설치</translation>
    </message>
    <message>
        <source>per_device_batch_size × gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>per_device_batch_size × gradient_accumulation_steps × 디바이스 %1개 = 전역 배치 %2.</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags set its shape on the Llama-2 decoder block, which has no q/k/v biases, learned positions or tied embeddings; check them against the model.</source>
        <translation>MaxText에는 %1의 모델 구성이 없습니다: base_* 플래그로 Llama-2 디코더 블록 위에 모델 형태를 설정하는데, 이 블록에는 q/k/v 바이어스, 학습된 위치 임베딩, 공유 임베딩이 없습니다. 모델과 대조해 확인하세요.</translation>
    </message>
    <message>
        <source>MaxText&apos;s train.py trains every weight: it has no LoRA. The plan&apos;s %1 needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full for this command.</source>
        <translation>MaxText의 train.py는 모든 가중치를 훈련하며 LoRA를 지원하지 않습니다. 계획의 %1은(는) 이 명령보다 훨씬 적은 메모리가 필요합니다. PEFT를 지원하는 트레이너로 실행하거나, 이 명령을 쓰려면 --finetune full로 계획하세요.</translation>
    </message>
    <message>
        <source>To fine-tune rather than pretrain, add load_parameters_path= with a checkpoint converted to MaxText&apos;s format.</source>
        <translation>사전 훈련이 아니라 미세 조정하려면 MaxText 형식으로 변환한 체크포인트를 load_parameters_path=로 추가하세요.</translation>
    </message>
    <message>
        <source>MaxText has no policy for the planned %1: remat_policy=full recomputes more, so the step is slower than estimated.</source>
        <translation>MaxText에는 계획한 %1에 해당하는 정책이 없습니다: remat_policy=full은 더 많이 재계산하므로 스텝이 추정보다 느립니다.</translation>
    </message>
    <message>
        <source>dtype is the activations&apos; type and weight_dtype the stored weights&apos; and optimizer states&apos; type: bfloat16 with float32 weights is the plan&apos;s bf16 mixed.</source>
        <translation>dtype은 활성화의 타입이고 weight_dtype은 저장되는 가중치와 옵티마이저 상태의 타입입니다: bfloat16에 float32 가중치가 계획의 bf16 혼합 정밀도에 해당합니다.</translation>
    </message>
    <message>
        <source>num_vocab_tiling splits the output projection and the loss into %1 tiles over the tokens, as the plan&apos;s loss chunks do.</source>
        <translation>num_vocab_tiling은 계획의 손실 청크처럼 출력 프로젝션과 손실을 토큰 방향으로 타일 %1개로 나눕니다.</translation>
    </message>
    <message>
        <source>$DATASET_PATH, $TOKENIZER_PATH and $RUN_NAME are yours to set; dataset_type (tfds, hf, grain) selects how dataset_path is read.</source>
        <translation>$DATASET_PATH, $TOKENIZER_PATH, $RUN_NAME은 직접 설정하세요. dataset_type(tfds, hf, grain)은 dataset_path를 읽는 방식을 선택합니다.</translation>
    </message>
    <message>
        <source>Fine-tune with torchtune (PyTorch)</source>
        <translation>torchtune(PyTorch)으로 미세 조정</translation>
    </message>
    <message>
        <source># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</source>
        <translation># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</translation>
    </message>
    <message>
        <source>torchtune because it has a single-device %1 recipe and config for this model; the Hugging Face Trainer would need the LoRA set up in code.</source>
        <translation>torchtune을 선택한 이유: 이 모델에 대한 단일 디바이스 %1 레시피와 구성이 있기 때문입니다. Hugging Face Trainer에서는 LoRA를 코드로 설정해야 합니다.</translation>
    </message>
    <message>
        <source>batch_size × gradient_accumulation_steps = global batch %1 on one GPU.</source>
        <translation>batch_size × gradient_accumulation_steps = GPU 1개에서 전역 배치 %1.</translation>
    </message>
    <message>
        <source>dtype=bf16 trains in pure bf16 (torchtune has no mixed precision): weights, gradients and optimizer states take less memory than the plan&apos;s bf16 mixed.</source>
        <translation>dtype=bf16은 순수 bf16으로 훈련합니다(torchtune에는 혼합 정밀도가 없음): 가중치, 그레이디언트, 옵티마이저 상태가 계획의 bf16 혼합 정밀도보다 메모리를 적게 차지합니다.</translation>
    </message>
    <message>
        <source>torchtune&apos;s configs compute the loss in chunks (CEWithChunkedOutputLoss): the logits take less memory than the plan assumes without --loss-chunks.</source>
        <translation>torchtune의 구성은 손실을 청크 단위로 계산합니다(CEWithChunkedOutputLoss): 로짓이 --loss-chunks 없이 계획에서 가정한 것보다 메모리를 적게 차지합니다.</translation>
    </message>
    <message>
        <source>torchtune&apos;s chunked loss (CEWithChunkedOutputLoss) uses 8 chunks; the plan assumed %1.</source>
        <translation>torchtune의 청크 손실(CEWithChunkedOutputLoss)은 청크 8개를 사용합니다. 계획에서는 %1개를 가정했습니다.</translation>
    </message>
    <message>
        <source>torchtune runs attention through PyTorch&apos;s scaled_dot_product_attention, which picks a flash kernel where it can; the plan assumed eager attention.</source>
        <translation>torchtune은 PyTorch의 scaled_dot_product_attention으로 어텐션을 실행하며, 가능한 경우 flash 커널을 선택합니다. 계획에서는 eager 어텐션을 가정했습니다.</translation>
    </message>
    <message>
        <source>enable_activation_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>enable_activation_checkpointing은 모든 레이어를 재계산하므로 계획한 %1보다 많습니다: 메모리는 덜 쓰지만 스텝은 추정보다 느립니다.</translation>
    </message>
    <message>
        <source>The dataset is the config&apos;s (dataset._component_); override it with your own.</source>
        <translation>데이터 세트는 구성에 지정된 것(dataset._component_)입니다. 직접 준비한 데이터 세트로 재정의하세요.</translation>
    </message>
    <message>
        <source>Train with the Hugging Face Trainer (PyTorch)</source>
        <translation>Hugging Face Trainer(PyTorch)로 훈련</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer because torchtune has no single-GPU config for this model and mode (or the plan uses fp16).</source>
        <translation>Hugging Face Trainer를 선택한 이유: torchtune에 이 모델과 모드에 대한 단일 GPU 구성이 없습니다(또는 계획에서 fp16을 사용합니다).</translation>
    </message>
    <message>
        <source>run_clm.py has no attention flag: load the model with attn_implementation=&quot;%1&quot; (from_pretrained) to get the planned %2.</source>
        <translation>run_clm.py에는 어텐션 플래그가 없습니다: 계획한 %2를 쓰려면 attn_implementation=&quot;%1&quot;(from_pretrained)로 모델을 불러오세요.</translation>
    </message>
    <message>
        <source>run_clm.py trains every weight. For %1 wrap the model with PEFT: LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5.</source>
        <translation>run_clm.py는 모든 가중치를 훈련합니다. %1을(를) 쓰려면 PEFT로 모델을 감싸세요: LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5.</translation>
    </message>
    <message>
        <source>The Trainer computes the loss over the whole logits; the plan&apos;s %1 loss chunks need a fused or chunked cross-entropy (for example Liger Kernel: --use_liger_kernel).</source>
        <translation>Trainer는 전체 로짓에 대해 손실을 계산합니다. 계획의 손실 청크 %1개를 쓰려면 융합 또는 청크 교차 엔트로피가 필요합니다(예: Liger Kernel: --use_liger_kernel).</translation>
    </message>
    <message>
        <source>causal LM (next token at every position)</source>
        <translation>인과 LM(모든 위치에서 다음 토큰 예측)</translation>
    </message>
    <message>
        <source>auto (flash where the hardware runs it, eager otherwise)</source>
        <translation>auto(하드웨어가 지원하면 flash, 아니면 eager)</translation>
    </message>
    <message>
        <source>eager (the s × s scores are stored)</source>
        <translation>eager(s × s 점수를 저장)</translation>
    </message>
    <message>
        <source>flash (no s × s scores)</source>
        <translation>flash(s × s 점수 없음)</translation>
    </message>
    <message>
        <source>bf16 (weights, gradients and optimizer states)</source>
        <translation>bf16(가중치, 그레이디언트, 옵티마이저 상태)</translation>
    </message>
    <message>
        <source>MaxText %1</source>
        <translation>MaxText %1</translation>
    </message>
    <message>
        <source>the query and value projections</source>
        <translation>쿼리 및 값 프로젝션</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>모든 선형 레이어</translation>
    </message>
    <message>
        <source>full (every weight trains)</source>
        <translation>전체(모든 가중치 훈련)</translation>
    </message>
    <message>
        <source>LoRA rank %1 on %2 (frozen base weights)</source>
        <translation>%2에 LoRA 랭크 %1 (베이스 가중치 고정)</translation>
    </message>
    <message>
        <source>QLoRA: 4-bit NF4 base, LoRA rank %1 on %2</source>
        <translation>QLoRA: 4비트 NF4 베이스 모델, %2에 LoRA 랭크 %1</translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation>모델 종류</translation>
    </message>
    <message>
        <source>decoder (causal language model)</source>
        <translation>디코더(인과 언어 모델)</translation>
    </message>
    <message>
        <source>%1 (embeddings %2, layers %3, head %4)</source>
        <translation>%1 (임베딩 %2, 레이어 %3, 헤드 %4)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>미세 조정</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>어텐션 커널</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>손실 청크</translation>
    </message>
    <message>
        <source>none (the logits of the whole batch at once)</source>
        <translation>없음(배치 전체의 로짓을 한 번에)</translation>
    </message>
    <message>
        <source>%1 (chunked cross-entropy: one chunk of logits at a time)</source>
        <translation>%1 (청크 교차 엔트로피: 한 번에 로짓 청크 하나)</translation>
    </message>
    <message>
        <source>bf16 pure</source>
        <translation>순수 bf16</translation>
    </message>
    <message>
        <source>of which frozen base weights</source>
        <translation>그중 고정된 베이스 가중치</translation>
    </message>
    <message>
        <source>of which adapters (weights, gradients, optimizer states)</source>
        <translation>그중 어댑터(가중치, 그레이디언트, 옵티마이저 상태)</translation>
    </message>
    <message>
        <source>of which logits of the causal-LM head</source>
        <translation>그중 causal-LM 헤드의 로짓</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>어댑터</translation>
    </message>
    <message>
        <source>%1 parameters: weights %2, gradients %3, optimizer states %4</source>
        <translation>파라미터 %1개: 가중치 %2, 그레이디언트 %3, 옵티마이저 상태 %4</translation>
    </message>
    <message>
        <source>Logits of the causal-LM head</source>
        <translation>causal-LM 헤드의 로짓</translation>
    </message>
    <message>
        <source>Dequantisation buffer (QLoRA)</source>
        <translation>역양자화 버퍼(QLoRA)</translation>
    </message>
    <message>
        <source># ACTIVE once every slice is up</source>
        <translation># 모든 슬라이스가 준비되면 ACTIVE</translation>
    </message>
    <message>
        <source>The mesh is %1 (%2): ici_* parallelisms multiply to the %3 chips of one slice, dcn_data_parallelism is the number of slices.</source>
        <translation>메시는 %1 (%2)입니다: ici_* 병렬도를 곱하면 슬라이스 하나의 칩 수 %3이 되고, dcn_data_parallelism은 슬라이스 수입니다.</translation>
    </message>
    <message>
        <source>MaxText shards the weights, gradients and optimizer states over the fsdp axis together: the planned %1 runs as FSDP, with less memory and more all-gather traffic than estimated.</source>
        <translation>MaxText는 가중치, 그레이디언트, 옵티마이저 상태를 fsdp 축으로 함께 샤딩합니다: 계획한 %1은(는) FSDP로 실행되며, 추정보다 메모리는 적게 쓰고 all-gather 트래픽은 많아집니다.</translation>
    </message>
    <message>
        <source>remat_policy=custom with decoder_layer_input=offload keeps each layer&apos;s input in host memory and recomputes the rest, as the v6e-8 Llama 3.1 recipes do.</source>
        <translation>decoder_layer_input=offload를 지정한 remat_policy=custom은 v6e-8 Llama 3.1 레시피와 마찬가지로 각 레이어의 입력을 호스트 메모리에 보관하고 나머지는 재계산합니다.</translation>
    </message>
    <message>
        <source>Multislice: the gcloud commands above create the %1 slices as one queued resource; run this command on every worker of every slice.</source>
        <translation>Multislice: 위의 gcloud 명령은 슬라이스 %1개를 하나의 queued resource로 만듭니다. 이 명령은 모든 슬라이스의 모든 워커에서 실행하세요.</translation>
    </message>
    <message>
        <source>Check the fit with the MaxText compiler before renting</source>
        <translation>대여 전에 MaxText 컴파일러로 메모리에 들어가는지 확인</translation>
    </message>
    <message>
        <source># On any machine with MaxText and jax[tpu] installed (a CPU VM will do): no TPU is needed</source>
        <translation># MaxText와 jax[tpu]가 설치된 아무 머신에서(CPU VM도 가능): TPU가 필요 없습니다</translation>
    </message>
    <message>
        <source>It compiles the training step for %1 × %2 and stops with an out-of-memory error where the program does not fit the chips&apos; memory: run it before creating the TPU.</source>
        <translation>%1 × %2용 훈련 스텝을 컴파일하고, 프로그램이 칩 메모리에 들어가지 않으면 메모리 부족 오류로 중단합니다: TPU를 만들기 전에 실행하세요.</translation>
    </message>
    <message>
        <source>MaxText&apos;s train_compile.py knows the topologies of v4, v5e, v5p and v6e; check that it accepts %1.</source>
        <translation>MaxText의 train_compile.py는 v4, v5e, v5p, v6e의 토폴로지를 알고 있습니다. %1을(를) 받아들이는지 확인하세요.</translation>
    </message>
    <message>
        <source># On each of the %1 nodes (NODE_RANK 0 to %2; MASTER_ADDR is node 0&apos;s address)</source>
        <translation># 노드 %1개 각각에서(NODE_RANK 0~%2, MASTER_ADDR은 노드 0의 주소)</translation>
    </message>
    <message>
        <source># On the VM, one process per GPU (%1 GPUs)</source>
        <translation># VM에서 GPU마다 프로세스 하나(GPU %1개)</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer with DeepSpeed ZeRO stage %1 (ds_config.json above) over %2 GPUs: the planned %3.</source>
        <translation>GPU %2개에서 DeepSpeed ZeRO stage %1(위의 ds_config.json)을 사용하는 Hugging Face Trainer: 계획한 %3.</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer runs PyTorch DDP under torchrun: every GPU holds a full replica.</source>
        <translation>Hugging Face Trainer는 torchrun에서 PyTorch DDP로 실행됩니다: 모든 GPU가 전체 복제본을 보유합니다.</translation>
    </message>
    <message>
        <source>The same with PyTorch FSDP instead of DeepSpeed: --fsdp &quot;full_shard auto_wrap&quot; with fsdp_config transformer_layer_cls_to_wrap set to the decoder layer class (sharding_strategy FULL_SHARD, auto_wrap_policy transformer_auto_wrap_policy)%1.</source>
        <translation>DeepSpeed 대신 PyTorch FSDP를 쓰는 경우: --fsdp &quot;full_shard auto_wrap&quot;와 함께 fsdp_config의 transformer_layer_cls_to_wrap을 디코더 레이어 클래스로 지정(sharding_strategy FULL_SHARD, auto_wrap_policy transformer_auto_wrap_policy)%1.</translation>
    </message>
    <message>
        <source>, and --fsdp &quot;full_shard auto_wrap offload&quot; for cpu_offload</source>
        <translation>, cpu_offload에는 --fsdp &quot;full_shard auto_wrap offload&quot;</translation>
    </message>
    <message>
        <source>DeepSpeed offloads parameters only under ZeRO-3 (offload_param): under stage %1 they stay on the GPU.</source>
        <translation>DeepSpeed는 ZeRO-3(offload_param)에서만 파라미터를 오프로드합니다: stage %1에서는 파라미터가 GPU에 남습니다.</translation>
    </message>
    <message>
        <source>Neither the Trainer nor DeepSpeed ZeRO moves activations to the host: the planned activation offload needs the model&apos;s checkpointing to offload (for example torch.autograd.graph.save_on_cpu); without it the activations stay on the GPU.</source>
        <translation>Trainer도 DeepSpeed ZeRO도 활성화를 호스트로 옮기지 않습니다: 계획한 활성화 오프로드를 하려면 모델의 체크포인팅이 호스트로 오프로드하도록 해야 합니다(예: torch.autograd.graph.save_on_cpu). 그렇지 않으면 활성화는 GPU에 남습니다.</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1: the Trainer and ZeRO do not split layers; run it with a framework that does (Megatron-LM --tensor-model-parallel-size %1, torchtitan tensor_parallel_degree=%1).</source>
        <translation>텐서 병렬화 %1: Trainer와 ZeRO는 레이어를 분할하지 않습니다. 레이어를 분할하는 프레임워크로 실행하세요(Megatron-LM --tensor-model-parallel-size %1, torchtitan tensor_parallel_degree=%1).</translation>
    </message>
    <message>
        <source>%1 GPUs span %2 nodes of %3: the gradient and weight traffic between nodes runs over the network, slower than NVLink.</source>
        <translation>GPU %1개가 노드 %2개(노드당 GPU %3개)에 걸쳐 있습니다: 노드 간 그레이디언트와 가중치 트래픽은 NVLink보다 느린 네트워크를 거칩니다.</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO configuration</source>
        <translation>DeepSpeed ZeRO 구성</translation>
    </message>
    <message>
        <source>ZeRO stage %1 shards %2 over the %3 GPUs.</source>
        <translation>ZeRO stage %1은(는) %2을(를) GPU %3개에 샤딩합니다.</translation>
    </message>
    <message>
        <source>the optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>the optimizer states and gradients</source>
        <translation>옵티마이저 상태와 그레이디언트</translation>
    </message>
    <message>
        <source>the optimizer states, gradients and parameters</source>
        <translation>옵티마이저 상태, 그레이디언트, 파라미터</translation>
    </message>
    <message>
        <source>mics_shard_size=%1 shards the states within groups of %1 GPUs and replicates them across the %2 groups, as the planned mesh does (MiCS; PyTorch FSDP calls it HYBRID_SHARD).</source>
        <translation>mics_shard_size=%1은(는) 계획한 메시와 마찬가지로 상태를 GPU %1개 그룹 안에서 샤딩하고 그룹 %2개 간에는 복제합니다(MiCS. PyTorch FSDP에서는 HYBRID_SHARD라고 함).</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage %1 shards over all the GPUs, not groups of %2 as planned: less memory per GPU, more communication than estimated.</source>
        <translation>DeepSpeed ZeRO stage %1은(는) 계획처럼 GPU %2개 그룹이 아니라 모든 GPU에 걸쳐 샤딩합니다: 추정보다 GPU당 메모리는 적고 통신은 많습니다.</translation>
    </message>
    <message>
        <source>Offloading to the CPU needs DeepSpeed&apos;s CPU Adam (built on first use) and host memory for what is offloaded.</source>
        <translation>CPU로 오프로드하려면 DeepSpeed의 CPU Adam(처음 사용할 때 빌드됨)과 오프로드할 데이터를 담을 호스트 메모리가 필요합니다.</translation>
    </message>
    <message>
        <source>This script keeps a full replica on every device: it does not run the planned %1 (%2) or its host offload, so it needs more memory per device than estimated.</source>
        <translation>이 스크립트는 모든 디바이스에 전체 복제본을 둡니다: 계획한 %1 (%2)과 호스트 오프로드를 실행하지 않으므로 디바이스당 메모리가 추정보다 더 필요합니다.</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>연산</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>통신</translation>
    </message>
    <message>
        <source>host transfer</source>
        <translation>호스트 전송</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>연산 병목</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>통신 병목</translation>
    </message>
    <message>
        <source>host-transfer-bound</source>
        <translation>호스트 전송 병목</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>샤딩</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>작업</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n device(s), mesh %2</source>
        <translation>
            <numerusform>디바이스 %n개에 걸친 %1, 메시 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>호스트 오프로드</translation>
    </message>
    <message>
        <source>%1; offload: %2</source>
        <translation>%1; 오프로드: %2</translation>
    </message>
    <message>
        <source>Sharding buffers (gathered weights, communication buffers)</source>
        <translation>샤딩 버퍼(수집된 가중치, 통신 버퍼)</translation>
    </message>
    <message>
        <source>A full replica&apos;s model states</source>
        <translation>전체 복제본의 모델 상태</translation>
    </message>
    <message>
        <source>%1 per device without sharding (weights, gradients and optimizer states); %2 with %3</source>
        <translation>샤딩 없이 디바이스당 %1 (가중치, 그레이디언트, 옵티마이저 상태); %3 적용 시 %2</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>샤딩 버퍼</translation>
    </message>
    <message numerus="yes">
        <source>%1: gathered weights of %n layer(s) %2, communication buffers %3</source>
        <translation>
            <numerusform>%1: 수집된 레이어 %n개의 가중치 %2, 통신 버퍼 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the host</source>
        <translation>호스트로 이동</translation>
    </message>
    <message>
        <source>%1 per device (optimizer states %2, parameters %3, activations %4)</source>
        <translation>디바이스당 %1 (옵티마이저 상태 %2, 파라미터 %3, 활성화 %4)</translation>
    </message>
    <message>
        <source>Host memory per host</source>
        <translation>호스트당 메모리</translation>
    </message>
    <message>
        <source>nothing offloaded (%1 host RAM)</source>
        <translation>오프로드 없음(호스트 RAM %1)</translation>
    </message>
    <message>
        <source>nothing offloaded</source>
        <translation>오프로드 없음</translation>
    </message>
    <message>
        <source>%1 of %2 host RAM (%3)</source>
        <translation>호스트 RAM %2 중 %1 (%3)</translation>
    </message>
    <message>
        <source>%1 (the catalog gives no host RAM: not checked)</source>
        <translation>%1 (카탈로그에 호스트 RAM 정보 없음: 확인하지 않음)</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>스텝당 연산</translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation>스텝당 통신</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s)</source>
        <translation>%1 s (그레이디언트 동기화 %2 s, 가중치 수집 %3 s, 텐서 병렬 %4 s, 슬라이스 간 %5 s)</translation>
    </message>
    <message>
        <source>; a link the mesh needs is not in the catalog</source>
        <translation>; 메시에 필요한 링크가 카탈로그에 없음</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>노출된 통신</translation>
    </message>
    <message>
        <source>%1 s (what compute does not hide)</source>
        <translation>%1 s (연산으로 숨겨지지 않는 부분)</translation>
    </message>
    <message>
        <source>Host transfers per step</source>
        <translation>스텝당 호스트 전송</translation>
    </message>
    <message>
        <source>%1 s over PCIe</source>
        <translation>PCIe 경유 %1 s</translation>
    </message>
    <message>
        <source>Step bound by</source>
        <translation>스텝 병목 요인</translation>
    </message>
    <message>
        <source>%1 (%2 tokens per device and step; the weights&apos; traffic hides behind compute above %3)</source>
        <translation>%1 (디바이스 및 스텝당 %2 토큰. %3 토큰을 넘으면 가중치 트래픽이 연산 뒤에 숨겨짐)</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 (matmuls at %2 of the peak)</source>
        <translation>%1 (행렬 곱셈은 최대 성능의 %2)</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>행렬 곱셈</translation>
    </message>
    <message>
        <source>%1 (bound by reading the weights from HBM)</source>
        <translation>%1 (HBM에서 가중치를 읽는 시간이 병목)</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>메모리 병목 작업</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>옵티마이저 업데이트</translation>
    </message>
    <message>
        <source>Matrix-unit padding</source>
        <translation>행렬 유닛 패딩</translation>
    </message>
    <message>
        <source>%1 of the above (dimensions padded to multiples of %2)</source>
        <translation>위 항목 중 %1 (차원을 %2의 배수로 패딩)</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <source>%1 of the above (checkpointing)</source>
        <translation>위 항목 중 %1 (체크포인팅)</translation>
    </message>
    <message>
        <source>expected wall time %1–%2, expected cost %3–%4 (every step at the low or the high end of the band)</source>
        <translation>예상 소요 시간 %1–%2, 예상 비용 %3–%4 (모든 스텝이 범위의 하한 또는 상한일 때)</translation>
    </message>
    <message>
        <source>expected wall time %1–%2 (every step at the low or the high end of the band)</source>
        <translation>예상 소요 시간 %1–%2 (모든 스텝이 범위의 하한 또는 상한일 때)</translation>
    </message>
    <message>
        <source>The P10–P90 above is the spread of the preemptions alone.</source>
        <translation>위의 P10–P90은 선점만으로 인한 분포입니다.</translation>
    </message>
    <message>
        <source>With the time model&apos;s band</source>
        <translation>시간 모델의 범위 적용 시</translation>
    </message>
    <message>
        <source>Efficiency of %1 with %2</source>
        <translation>%1의 효율(%2)</translation>
    </message>
    <message>
        <source>FLOPs counted in the MFU</source>
        <translation>MFU에 포함하는 FLOPs</translation>
    </message>
    <message>
        <source>MaxText (the FLOPs its training log prints)</source>
        <translation>MaxText (훈련 로그에 출력되는 FLOPs)</translation>
    </message>
    <message>
        <source>No published training run on %1 calibrates the time model: its efficiency is assumed from the TPU generations that have runs, so the time and cost are less certain than the band says.</source>
        <translation>%1에서 시간 모델을 보정하는 공개 훈련 실행이 없습니다: 효율은 실행 기록이 있는 TPU 세대를 바탕으로 가정한 값이므로, 시간과 비용은 범위가 나타내는 것보다 불확실합니다.</translation>
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
        <translation>모멘텀 SGD</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao)</source>
        <translation>8비트 AdamW(bitsandbytes, torchao)</translation>
    </message>
    <message>
        <source>on the device: %1</source>
        <translation>디바이스에 보관: %1</translation>
    </message>
    <message>
        <source>offloaded to the host: %1</source>
        <translation>호스트로 오프로드: %1</translation>
    </message>
    <message>
        <source>the rest recomputed</source>
        <translation>나머지는 재계산</translation>
    </message>
    <message>
        <source>nothing recomputed</source>
        <translation>재계산 없음</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>손실을 청크 %1개로 계산(검색에서 적용)</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1 (검색에서 적용)</translation>
    </message>
    <message>
        <source>selective (torchtitan op-level)</source>
        <translation>선택적(torchtitan 연산 단위)</translation>
    </message>
    <message>
        <source>custom placement (%1)</source>
        <translation>사용자 지정 저장 위치(%1)</translation>
    </message>
    <message>
        <source>layer inputs kept</source>
        <translation>레이어 입력 보관</translation>
    </message>
    <message>
        <source>Activations offloaded by checkpointing</source>
        <translation>체크포인팅으로 오프로드한 활성화</translation>
    </message>
    <message>
        <source>%1 per device in host memory (the placement&apos;s offloaded tensors), outside the device total</source>
        <translation>디바이스당 %1를 호스트 메모리에 보관(저장 위치 설정에서 오프로드한 텐서), 디바이스 합계에서 제외</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>Paged 옵티마이저 상태</translation>
    </message>
    <message>
        <source>%1 in CUDA unified memory, outside the device total (moved to host RAM when the GPU runs short)</source>
        <translation>CUDA 통합 메모리에 %1, 디바이스 합계에서 제외(GPU 메모리가 부족하면 호스트 RAM으로 옮겨짐)</translation>
    </message>
    <message>
        <source>Optimizer update temporaries</source>
        <translation>옵티마이저 업데이트 임시 버퍼</translation>
    </message>
    <message>
        <source>%1 live after the backward pass; %2 counted beyond the activations they replace</source>
        <translation>역전파 후 메모리에 유지되는 양 %1. 이 버퍼가 대체하는 활성화를 초과하는 %2를 계산에 포함</translation>
    </message>
    <message>
        <source>chosen by the planner: none, or %1 where that runs a larger batch</source>
        <translation>플래너가 선택: 없음, 또는 더 큰 배치를 실행할 수 있으면 %1</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6; the cost is unknown, since the price is not publicly listed.</source>
        <translation>%1에서 훈련(%2, %3), %4, %5: 예상 %6. 가격이 공개되어 있지 않아 비용은 알 수 없습니다.</translation>
    </message>
    <message>
        <source>an unknown cost (the price is not publicly listed)</source>
        <translation>알 수 없는 비용(공개 가격 없음)</translation>
    </message>
    <message>
        <source>Activation placement</source>
        <translation>활성화 저장 위치</translation>
    </message>
    <message>
        <source>%1 (search lever; the plan asks for %2)</source>
        <translation>%1 (검색에서 적용. 계획에서는 %2 지정)</translation>
    </message>
    <message>
        <source>%1, chosen by the planner</source>
        <translation>%1, 플래너가 선택</translation>
    </message>
    <message>
        <source>price not listed: cost unknown</source>
        <translation>공개 가격 없음: 비용 알 수 없음</translation>
    </message>
    <message>
        <source>fused loss</source>
        <translation>융합 손실</translation>
    </message>
    <message>
        <source>eager loss</source>
        <translation>eager 손실</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; one of %4 loss chunks at a time)</source>
        <translation>%1 (%2, 로짓당 %3바이트. 손실 청크 %4개 중 한 번에 하나)</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; the whole batch at once, --loss-chunks shrinks it)</source>
        <translation>%1 (%2, 로짓당 %3바이트. 배치 전체를 한 번에, --loss-chunks로 줄일 수 있음)</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>스텝 오버헤드</translation>
    </message>
    <message>
        <source>%1 (dispatch, infeed and launches; the collectives&apos; latency %2)</source>
        <translation>%1 (디스패치, 인피드, 커널 실행. 집합 통신 지연 시간 %2)</translation>
    </message>
    <message>
        <source>matmuls at %1 of the peak, memory-bound work at %2 of the HBM bandwidth, %3 s of fixed cost per dispatch; band ×%4–×%5</source>
        <translation>행렬 곱셈은 최대 성능의 %1, 메모리 병목 작업은 HBM 대역폭의 %2, 디스패치당 고정 비용 %3 s. 범위 ×%4–×%5</translation>
    </message>
    <message>
        <source>The chosen candidate misses a constraint. %1</source>
        <translation>선택한 후보가 제약 조건을 만족하지 못합니다. %1</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags and the keys after them set its shape on MaxText&apos;s %2 decoder block; check them against the model.</source>
        <translation>MaxText에는 %1의 모델 구성이 없습니다: base_* 플래그와 그 뒤의 키로 MaxText의 %2 디코더 블록 위에 모델 형태를 설정합니다. 모델과 대조해 확인하세요.</translation>
    </message>
    <message>
        <source>Megatron-LM because the Hugging Face Trainer and DeepSpeed ZeRO have no expert parallelism: --expert-model-parallel-size=%1 splits the %2 experts of every MoE layer over %1 GPUs (%3 each) and --moe-token-dispatcher-type=alltoall sends each token to its %4 experts.</source>
        <translation>Megatron-LM을 선택한 이유: Hugging Face Trainer와 DeepSpeed ZeRO에는 전문가 병렬화가 없습니다. --expert-model-parallel-size=%1은(는) 모든 MoE 레이어의 전문가 %2개를 GPU %1개에 나누고(GPU당 %3개), --moe-token-dispatcher-type=alltoall은 각 토큰을 해당 전문가 %4개에게 보냅니다.</translation>
    </message>
    <message>
        <source>--moe-expert-capacity-factor=%1 drops the tokens over each expert&apos;s capacity (ceil(tokens × top-k / experts × %1)), as the plan assumes.</source>
        <translation>--moe-expert-capacity-factor=%1은(는) 계획에서 가정한 대로 각 전문가의 용량(ceil(tokens × top-k / experts × %1))을 넘는 토큰을 드롭합니다.</translation>
    </message>
    <message>
        <source>No --moe-expert-capacity-factor: Megatron-LM runs dropless by default, every token reaches its experts; --moe-grouped-gemm runs each GPU&apos;s local experts as one grouped GEMM.</source>
        <translation>--moe-expert-capacity-factor 없음: Megatron-LM은 기본적으로 드롭 없이 실행되어 모든 토큰이 해당 전문가에게 도달합니다. --moe-grouped-gemm은 각 GPU의 로컬 전문가를 하나의 grouped GEMM으로 실행합니다.</translation>
    </message>
    <message>
        <source>Expert × tensor parallelism spans %1 GPUs, more than the %2 of one node: the all-to-all runs over the network (Megatron-LM&apos;s MoE README: keep EP × TP within a node).</source>
        <translation>전문가 × 텐서 병렬화가 GPU %1개에 걸쳐 있어 노드 하나의 GPU %2개를 넘습니다: all-to-all이 네트워크를 거칩니다(Megatron-LM의 MoE README: EP × TP는 노드 하나 안에 유지).</translation>
    </message>
    <message>
        <source>Megatron-LM has no chunked attention: the %1-token chunks of the local layers run as full attention, with more FLOPs than estimated.</source>
        <translation>Megatron-LM에는 청크 어텐션이 없습니다: 로컬 레이어의 %1 토큰 청크가 전체 어텐션으로 실행되어 FLOPs가 추정보다 많아집니다.</translation>
    </message>
    <message>
        <source>Megatron-LM trains every weight: the plan&apos;s LoRA/QLoRA needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full.</source>
        <translation>Megatron-LM은 모든 가중치를 훈련합니다: 계획의 LoRA/QLoRA는 이 명령보다 메모리가 훨씬 적게 필요합니다. PEFT를 지원하는 트레이너로 실행하거나 --finetune full로 계획하세요.</translation>
    </message>
    <message>
        <source>torchtitan runs the same mesh from its model registry (MODULE=… CONFIG=… ./run_train.sh) with --parallelism.expert_parallel_degree=%1, as the commented line shows.</source>
        <translation>torchtitan은 주석 처리된 줄처럼 모델 레지스트리(MODULE=… CONFIG=… ./run_train.sh)에서 --parallelism.expert_parallel_degree=%1로 같은 메시를 실행합니다.</translation>
    </message>
    <message>
        <source>sparse_matmul=False with capacity_factor=%1 drops the tokens over each expert&apos;s capacity (max(ceil(tokens × top-k / experts) × %1, %1) per sequence); the one-hot dispatch and combine add FLOPs beyond the model&apos;s.</source>
        <translation>sparse_matmul=False와 capacity_factor=%1은(는) 각 전문가의 용량(시퀀스당 max(ceil(tokens × top-k / experts) × %1, %1))을 넘는 토큰을 드롭합니다. 원-핫 dispatch와 combine은 모델 자체의 FLOPs 외에 FLOPs를 추가합니다.</translation>
    </message>
    <message>
        <source>sparse_matmul=True with megablox=True and capacity_factor=-1 runs the experts dropless: every token reaches its %1 experts, through ragged grouped matmuls.</source>
        <translation>megablox=True, capacity_factor=-1과 함께 쓰는 sparse_matmul=True는 전문가를 드롭 없이 실행합니다: 모든 토큰이 ragged grouped 행렬 곱셈을 통해 해당 전문가 %1개에 도달합니다.</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=%1 splits the %2 experts of every MoE layer over %1 chips of the slice (%3 each); tokens reach their experts by all-to-all.</source>
        <translation>ici_expert_parallelism=%1은(는) 모든 MoE 레이어의 전문가 %2개를 슬라이스의 칩 %1개에 나눕니다(칩당 %3개). 토큰은 all-to-all로 해당 전문가에게 전달됩니다.</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=1: every chip holds all %1 experts of its fsdp shard; no all-to-all.</source>
        <translation>ici_expert_parallelism=1: 모든 칩이 자신의 fsdp 샤드에 해당하는 전문가 %1개를 모두 보유합니다. all-to-all은 없습니다.</translation>
    </message>
    <message>
        <source>dcn_expert_parallelism=1: the experts do not span slices, each slice holds them all.</source>
        <translation>dcn_expert_parallelism=1: 전문가는 여러 슬라이스에 걸치지 않으며, 각 슬라이스가 전문가를 모두 보유합니다.</translation>
    </message>
    <message>
        <source>MaxText has no decoder block for %1: decoder_block=mixtral (routed experts, no shared expert or expert biases) stands in for it; check the layers against the model.</source>
        <translation>MaxText에는 %1용 디코더 블록이 없습니다: 대신 decoder_block=mixtral(라우팅 전문가, 공유 전문가와 전문가 바이어스 없음)을 사용합니다. 레이어를 모델과 대조해 확인하세요.</translation>
    </message>
    <message>
        <source>Train the experts with Megatron-LM (PyTorch)</source>
        <translation>Megatron-LM(PyTorch)으로 MoE 모델 훈련</translation>
    </message>
    <message>
        <source># torchtitan instead: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</source>
        <translation># 대신 torchtitan 사용: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</translation>
    </message>
    <message>
        <source>--micro-batch-size × gradient accumulation × %1 data-parallel GPU(s) = --global-batch-size %2; Megatron-LM derives the accumulation from them.</source>
        <translation>--micro-batch-size × 그레이디언트 누적 × 데이터 병렬 GPU %1개 = --global-batch-size %2. Megatron-LM은 이 값들로부터 누적 스텝을 도출합니다.</translation>
    </message>
    <message>
        <source>$DATA_PATH is a Megatron-LM indexed dataset (tools/preprocess_data.py); $TOKENIZER_MODEL the model&apos;s Hugging Face tokenizer.</source>
        <translation>$DATA_PATH는 Megatron-LM 인덱스 데이터 세트(tools/preprocess_data.py)이고, $TOKENIZER_MODEL은 모델의 Hugging Face 토크나이저입니다.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Parameters by part</source>
        <translation>부분별 파라미터</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>활성 파라미터</translation>
    </message>
    <message>
        <source>%1 per token with both embedding matrices (as Mistral, Qwen, Meta and Megatron count); %2 without the input embedding (OpenAI, DeepSeek); %3 without embeddings</source>
        <translation>두 임베딩 행렬 포함 시 토큰당 %1 (Mistral, Qwen, Meta, Megatron의 집계 방식); 입력 임베딩 제외 %2 (OpenAI, DeepSeek); 임베딩 제외 %3</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (dense) and %5 (each expert), vocabulary %6</source>
        <translation>레이어 %1개, 은닉 %2, 헤드 %3개, 중간 %4(밀집형) 및 %5(전문가당), 어휘 %6</translation>
    </message>
    <message>
        <source>of which routed experts (weights, gradients, optimizer states)</source>
        <translation>그중 라우팅 전문가(가중치, 그레이디언트, 옵티마이저 상태)</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (each expert), vocabulary %5</source>
        <translation>레이어 %1개, 은닉 %2, 헤드 %3개, 중간 %4(전문가당), 어휘 %5</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s, expert all-to-all %6 s)</source>
        <translation>%1 s (그레이디언트 동기화 %2 s, 가중치 수집 %3 s, 텐서 병렬 %4 s, 슬라이스 간 %5 s, 전문가 all-to-all %6 s)</translation>
    </message>
    <message>
        <source>quantization=%1 with Qwix quantizes the dot_generals of the decoder layers (module_path decoder/.*layers.*); the splash attention kernel and the LM head stay in bf16, and the weights and optimizer states stay in float32, as the plan assumes.</source>
        <translation>Qwix와 함께 쓰는 quantization=%1은(는) 디코더 레이어의 dot_general 연산을 양자화합니다(module_path decoder/.*layers.*). 계획에서 가정한 대로 splash attention 커널과 LM 헤드는 bf16으로, 가중치와 옵티마이저 상태는 float32로 유지됩니다.</translation>
    </message>
    <message>
        <source>MaxText prints its MFU against the bf16 peak whatever the quantization; the plan gives it against both peaks.</source>
        <translation>MaxText는 양자화와 관계없이 bf16 최대 성능 대비 MFU를 출력합니다. 계획에서는 두 최대 성능 대비 값을 모두 제공합니다.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 peak is its bf16 peak: 8 bits gain no time here.</source>
        <translation>%1의 %2 최대 성능은 bf16 최대 성능과 같습니다: 여기서는 8비트로 시간을 줄일 수 없습니다.</translation>
    </message>
    <message>
        <source>Train in fp8 with torchtitan (PyTorch)</source>
        <translation>torchtitan(PyTorch)으로 fp8 훈련</translation>
    </message>
    <message>
        <source># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</source>
        <translation># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</translation>
    </message>
    <message>
        <source>torchtitan because the Hugging Face Trainer, DeepSpeed and torchtune have no fp8 training: --model.converters=float8 runs every Linear but the output layer in fp8 with tensorwise scaling (torchao Float8Linear), attention and the LM head in bf16, as the plan assumes.</source>
        <translation>torchtitan을 선택한 이유: Hugging Face Trainer, DeepSpeed, torchtune에는 fp8 훈련이 없습니다. --model.converters=float8은 계획에서 가정한 대로 출력 레이어를 제외한 모든 Linear를 tensorwise 스케일링으로 fp8에서 실행하고(torchao Float8Linear), 어텐션과 LM 헤드는 bf16으로 실행합니다.</translation>
    </message>
    <message>
        <source>--training.local_batch_size is the sequences of one data-parallel rank (a tensor-parallel group of %1 GPU(s)); newer torchtitan versions name it by tokens (training.num_tokens_per_microbatch_per_dp_rank): check run_train.sh --help.</source>
        <translation>--training.local_batch_size는 데이터 병렬 랭크 하나(GPU %1개로 이루어진 텐서 병렬 그룹)의 시퀀스 수입니다. 최신 torchtitan 버전에서는 토큰 수로 지정합니다(training.num_tokens_per_microbatch_per_dp_rank): run_train.sh --help로 확인하세요.</translation>
    </message>
    <message>
        <source>--float8.enable_fsdp_float8_all_gather gathers the FSDP weights in fp8: less traffic and no fp8 weight copy, which the plan does not assume.</source>
        <translation>--float8.enable_fsdp_float8_all_gather는 FSDP 가중치를 fp8로 수집합니다: 트래픽이 줄고 fp8 가중치 사본이 필요 없어지지만, 계획에서는 이를 가정하지 않습니다.</translation>
    </message>
    <message>
        <source>torchtitan reports no MFU for float8 runs (its definition is unclear there); the plan gives it against the bf16 and the fp8 peak.</source>
        <translation>torchtitan은 float8 실행의 MFU를 보고하지 않습니다(이 경우 정의가 불명확하기 때문). 계획에서는 bf16 최대 성능과 fp8 최대 성능 대비 값을 모두 제공합니다.</translation>
    </message>
    <message>
        <source>The job spans %1 nodes: start run_train.sh on each with torchrun&apos;s rendezvous settings (--nnodes, --rdzv_endpoint).</source>
        <translation>작업이 노드 %1개에 걸쳐 있습니다: 각 노드에서 torchrun의 랑데부 설정(--nnodes, --rdzv_endpoint)으로 run_train.sh를 시작하세요.</translation>
    </message>
    <message>
        <source>%1 has no %2 training: it runs the matmuls in bf16, so the step is slower than the plan&apos;s %3 estimate (about the bf16 plan&apos;s).</source>
        <translation>%1에는 %2 훈련이 없습니다: 행렬 곱셈을 bf16으로 실행하므로 스텝이 계획의 %3 추정치보다 느립니다(bf16 계획과 비슷한 수준).</translation>
    </message>
    <message>
        <source>--fp8-format hybrid --fp8-recipe delayed runs the linear layers, the experts&apos; grouped GEMMs included, in fp8 through Transformer Engine (E4M3 forward, E5M2 gradients); attention and the output layer stay in bf16. Transformer Engine keeps an fp8 copy of each linear weight, which the plan counts; --fp8-param-gather gathers the weights in fp8 instead.</source>
        <translation>--fp8-format hybrid --fp8-recipe delayed는 Transformer Engine을 통해 전문가의 grouped GEMM을 포함한 선형 레이어를 fp8로 실행합니다(순전파 E4M3, 그레이디언트 E5M2). 어텐션과 출력 레이어는 bf16으로 유지됩니다. Transformer Engine은 각 선형 가중치의 fp8 사본을 보관하며 계획에서는 이를 포함합니다. --fp8-param-gather를 쓰면 그 대신 가중치를 fp8로 수집합니다.</translation>
    </message>
    <message>
        <source>Train the pipeline with Megatron-LM (PyTorch)</source>
        <translation>Megatron-LM(PyTorch)으로 파이프라인 훈련</translation>
    </message>
    <message>
        <source>Peak %1 of %2</source>
        <translation>%2의 %1 최대 성능</translation>
    </message>
    <message>
        <source>%1 TOPS per chip</source>
        <translation>칩당 %1 TOPS</translation>
    </message>
    <message>
        <source>%1 TFLOPS per GPU (dense)</source>
        <translation>GPU당 %1 TFLOPS(밀집 연산)</translation>
    </message>
    <message>
        <source>fp8 mixed (linear layers in fp8, the rest bf16 mixed)</source>
        <translation>fp8 혼합(선형 레이어는 fp8, 나머지는 bf16 혼합)</translation>
    </message>
    <message>
        <source>int8 mixed (linear layers in int8, the rest bf16 mixed)</source>
        <translation>int8 혼합(선형 레이어는 int8, 나머지는 bf16 혼합)</translation>
    </message>
    <message>
        <source>Heaviest stage</source>
        <translation>가장 무거운 스테이지</translation>
    </message>
    <message>
        <source>stage %1 of %2 (%3 layers), %4: its total decides the fit</source>
        <translation>%2개 중 %1번 스테이지(레이어 %3개), %4: 이 합계로 메모리에 들어가는지가 결정됩니다</translation>
    </message>
    <message>
        <source>Each stage</source>
        <translation>스테이지별</translation>
    </message>
    <message>
        <source>8-bit matmuls</source>
        <translation>8비트 행렬 곱셈</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>파이프라인 버블</translation>
    </message>
    <message>
        <source>%1 s, %2 of the step (%3, %4 microbatches, %5 chunks of layers per stage)</source>
        <translation>%1 s, 스텝의 %2 (%3, 마이크로 배치 %4개, 스테이지당 레이어 청크 %5개)</translation>
    </message>
    <message>
        <source>Sends between stages</source>
        <translation>스테이지 간 전송</translation>
    </message>
    <message>
        <source>%1 s per step over %2, beside compute</source>
        <translation>스텝당 %1 s(%2 경유, 연산과 별도)</translation>
    </message>
    <message>
        <source>the nodes&apos; network</source>
        <translation>노드 간 네트워크</translation>
    </message>
    <message>
        <source>the device links</source>
        <translation>디바이스 간 링크</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>컨텍스트 K/V 교환</translation>
    </message>
    <message>
        <source>%1 s over the context axis of %2 (%3), %4 s of it on the critical path</source>
        <translation>context 축 %2 (%3)에서 %1 s, 그중 임계 경로에 %4 s</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The plan YAML.</source>
        <translation>계획 YAML.</translation>
    </message>
    <message>
        <source>The report file to write (.pdf, .html, .md, .csv or .json).</source>
        <translation>쓸 보고서 파일(.pdf, .html, .md, .csv 또는 .json).</translation>
    </message>
    <message>
        <source>The candidate to report, by rank (default 1, the best).</source>
        <translation>보고할 후보의 순위(기본값 1, 최선).</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan report FILE.yaml --output PATH</source>
        <translation>계획 파일을 지정하세요: tpuplan report FILE.yaml --output PATH</translation>
    </message>
    <message>
        <source>--output is required: the extension chooses the format (.pdf, .html, .md, .csv, .json)</source>
        <translation>--output은 필수입니다: 확장자로 형식을 정합니다(.pdf, .html, .md, .csv, .json)</translation>
    </message>
    <message>
        <source>cannot tell the format of &quot;%1&quot;: use .pdf, .html, .md, .csv or .json</source>
        <translation>&quot;%1&quot;의 형식을 알 수 없습니다: .pdf, .html, .md, .csv 또는 .json을 사용하세요</translation>
    </message>
    <message>
        <source>%1: PDF export needs the report renderer, which runs in the tpuplan program (a QGuiApplication)</source>
        <translation>%1: PDF 내보내기에는 tpuplan 프로그램(QGuiApplication)에서 실행되는 보고서 렌더러가 필요합니다</translation>
    </message>
    <message>
        <source>%1: unknown hardware &quot;%2&quot;</source>
        <translation>%1: 알 수 없는 하드웨어 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: unknown generation &quot;%2&quot;</source>
        <translation>%1: 알 수 없는 세대 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: no prices in region &quot;%2&quot;</source>
        <translation>%1: 리전 &quot;%2&quot;에 가격이 없습니다</translation>
    </message>
    <message>
        <source>--candidate %1: the plan lists %2 candidate(s)</source>
        <translation>--candidate %1: 계획에 후보가 %2개 있습니다</translation>
    </message>
    <message>
        <source>Wrote %1 (%2).</source>
        <translation>%1 작성 완료(%2).</translation>
    </message>
    <message>
        <source>Run a plan YAML and export its report: the question, the recommendation and runners-up, memory, time and cost, assumptions with sources, warnings, and the gcloud and training commands; for a serving plan, the request, the recommended setup with its memory, latencies and cost per million tokens, the command that starts it, the candidates and the Pareto front. The format follows the extension of --output: .pdf, .html, .md, .csv (the candidate table) or .json.</source>
        <translation>계획 YAML을 실행하고 보고서를 내보냅니다: 질문, 권장 사항과 차점 후보, 메모리, 시간과 비용, 출처가 있는 가정, 경고, gcloud 및 훈련 명령. 서빙 계획의 경우 요청, 메모리·지연 시간·백만 토큰당 비용을 포함한 권장 구성, 이를 시작하는 명령, 후보와 파레토 프런트. 형식은 --output의 확장자를 따릅니다: .pdf, .html, .md, .csv(후보 표) 또는 .json.</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 보고서 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html *.htm)</source>
        <translation>HTML 보고서 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Markdown report (*.md *.markdown)</source>
        <translation>Markdown 보고서 (*.md *.markdown)</translation>
    </message>
    <message>
        <source>CSV candidate table (*.csv)</source>
        <translation>CSV 후보 표 (*.csv)</translation>
    </message>
    <message>
        <source>JSON, everything (*.json)</source>
        <translation>JSON, 전체 내용 (*.json)</translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json (a decoder).</source>
        <translation>프리셋 id, 모델 YAML 파일 또는 Hugging Face config.json(디코더).</translation>
    </message>
    <message>
        <source>Slices or GPUs, comma-separated; without it the whole catalog is searched.</source>
        <translation>슬라이스 또는 GPU(쉼표로 구분). 지정하지 않으면 카탈로그 전체를 검색합니다.</translation>
    </message>
    <message>
        <source>GPUs of the job (one GPU type in --hardware); default: 1, 2, 4, 8 are tried.</source>
        <translation>작업의 GPU 수(--hardware에 GPU 유형 하나). 기본값: 1, 2, 4, 8을 시도합니다.</translation>
    </message>
    <message>
        <source>A device known by its memory alone (no time or cost).</source>
        <translation>메모리만 알려진 디바이스(시간이나 비용 없음).</translation>
    </message>
    <message>
        <source>Devices one replica spans; default: every device of the job.</source>
        <translation>복제본 하나가 걸치는 디바이스 수. 기본값: 작업의 모든 디바이스.</translation>
    </message>
    <message>
        <source>Mean prompt tokens.</source>
        <translation>평균 프롬프트 토큰 수.</translation>
    </message>
    <message>
        <source>Mean output tokens.</source>
        <translation>평균 출력 토큰 수.</translation>
    </message>
    <message>
        <source>Requests in flight (closed loop: users who send the next when answered).</source>
        <translation>처리 중인 요청 수(폐쇄 루프: 응답을 받으면 다음 요청을 보내는 사용자).</translation>
    </message>
    <message>
        <source>Requests per second (open loop, Poisson arrivals).</source>
        <translation>초당 요청 수(개방 루프, 포아송 도착).</translation>
    </message>
    <message>
        <source>Every request queued at once: throughput alone counts.</source>
        <translation>모든 요청을 한꺼번에 대기열에 넣음: 처리량만 중요합니다.</translation>
    </message>
    <message>
        <source>The longest sequence the engine admits (--max-model-len); default: I + O.</source>
        <translation>엔진이 허용하는 가장 긴 시퀀스(--max-model-len). 기본값: I + O.</translation>
    </message>
    <message>
        <source>Weight precisions: bf16, fp8, int8, int4 (comma-separated); default: bf16,fp8,int8.</source>
        <translation>가중치 정밀도: bf16, fp8, int8, int4(쉼표로 구분). 기본값: bf16,fp8,int8.</translation>
    </message>
    <message>
        <source>KV-cache precisions: bf16, fp8, int8 (comma-separated); default: bf16.</source>
        <translation>KV 캐시 정밀도: bf16, fp8, int8(쉼표로 구분). 기본값: bf16.</translation>
    </message>
    <message>
        <source>vllm, sglang, trtllm or jetstream; default: vllm.</source>
        <translation>vllm, sglang, trtllm 또는 jetstream. 기본값: vllm.</translation>
    </message>
    <message>
        <source>The engine&apos;s share of device memory; default: the engine&apos;s.</source>
        <translation>엔진이 사용하는 디바이스 메모리 비율. 기본값: 엔진의 기본값.</translation>
    </message>
    <message>
        <source>Median time to first token, seconds.</source>
        <translation>첫 토큰까지의 시간(중앙값, 초).</translation>
    </message>
    <message>
        <source>Median time per output token, seconds.</source>
        <translation>출력 토큰당 시간(중앙값, 초).</translation>
    </message>
    <message>
        <source>Regions, comma-separated (default: all).</source>
        <translation>리전(쉼표로 구분, 기본값: 전체).</translation>
    </message>
    <message>
        <source>Pricing models, comma-separated (default: all).</source>
        <translation>요금제(쉼표로 구분, 기본값: 전체).</translation>
    </message>
    <message>
        <source>Candidates to list (0 = all; default 10).</source>
        <translation>표시할 후보 수(0 = 전체, 기본값 10).</translation>
    </message>
    <message>
        <source>--%1: unknown precision &quot;%2&quot; (%3)</source>
        <translation>--%1: 알 수 없는 정밀도 &quot;%2&quot; (%3)</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 옵션은 필수입니다</translation>
    </message>
    <message>
        <source>give one of --concurrency, --request-rate or --offline</source>
        <translation>--concurrency, --request-rate, --offline 중 하나를 지정하세요</translation>
    </message>
    <message>
        <source>give --hardware or --device-memory-gib, not both</source>
        <translation>--hardware와 --device-memory-gib 중 하나만 지정하세요</translation>
    </message>
    <message>
        <source>--devices applies to one GPU type in --hardware</source>
        <translation>--devices는 --hardware의 GPU 유형 하나에만 적용됩니다</translation>
    </message>
    <message>
        <source>%1 with %2: %3 weights, %4 KV cache</source>
        <translation>%1, %2: 가중치 %3, KV 캐시 %4</translation>
    </message>
    <message>
        <source>  fits: %1</source>
        <translation>  들어감: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no — %1</source>
        <translation>아니요 — %1</translation>
    </message>
    <message>
        <source>  memory per device: weights %1, activations %2, engine reserve %3, KV cache %4 of %5</source>
        <translation>  디바이스당 메모리: 가중치 %1, 활성화 %2, 엔진 예약분 %3, KV 캐시 %4 / %5</translation>
    </message>
    <message>
        <source>  KV cache: %1 tokens (%2 bytes per token per device); maximum concurrency at %3 tokens: %4</source>
        <translation>  KV 캐시: 토큰 %1개(디바이스당 토큰당 %2바이트). %3토큰 기준 최대 동시성: %4</translation>
    </message>
    <message>
        <source>  TPOT %1 ms (%2–%3), TTFT %4 s (%5–%6), medians, at %7 sequences per replica</source>
        <translation>  TPOT %1 ms (%2–%3), TTFT %4 s (%5–%6), 중앙값, 복제본당 시퀀스 %7개 기준</translation>
    </message>
    <message>
        <source>  saturated: requests arrive faster than one replica answers them; the queue grows without bound</source>
        <translation>  포화: 복제본 하나가 응답하는 속도보다 요청이 더 빨리 도착하여 대기열이 끝없이 늘어납니다</translation>
    </message>
    <message>
        <source>  throughput: %1 output tokens/s; replicas: %2, jobs: %3; batch limit %4</source>
        <translation>  처리량: 초당 출력 토큰 %1개. 복제본: %2, 작업: %3. 배치 한도 %4</translation>
    </message>
    <message>
        <source>  cost: %1/h, %2 per million output tokens, %3 per million input tokens (%4, %5)</source>
        <translation>  비용: 시간당 %1, 출력 토큰 백만 개당 %2, 입력 토큰 백만 개당 %3 (%4, %5)</translation>
    </message>
    <message>
        <source>  cost: not publicly listed</source>
        <translation>  비용: 공개 가격 없음</translation>
    </message>
    <message>
        <source>%1 configurations tried, %2 fit, %3 meet the targets</source>
        <translation>구성 %1개 시도, %2개 들어감, %3개 목표 충족</translation>
    </message>
    <message>
        <source>job</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>weights/KV</source>
        <translation>가중치/KV</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>복제본</translation>
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
        <translation>출력 tok/s</translation>
    </message>
    <message>
        <source>$/M out</source>
        <translation>$/M 출력</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <source>(misses targets)</source>
        <translation>(목표 미달)</translation>
    </message>
    <message>
        <source>* on the Pareto front of cost per million output tokens against TPOT</source>
        <translation>* TPOT 대비 출력 토큰 백만 개당 비용의 파레토 프런트에 있음</translation>
    </message>
    <message>
        <source>Plan serving: the hardware, tensor parallelism, precision, replicas, latency and cost per million tokens of answering requests.</source>
        <translation>서빙을 계획합니다: 요청에 응답하기 위한 하드웨어, 텐서 병렬화, 정밀도, 복제본, 지연 시간, 백만 토큰당 비용.</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>최선:</translation>
    </message>
</context>
<context>
    <name>ServeCommands</name>
    <message>
        <source># int8 weights: serve a W8A8 (compressed-tensors) checkpoint of the model</source>
        <translation># int8 가중치: 모델의 W8A8(compressed-tensors) 체크포인트를 서빙하세요</translation>
    </message>
    <message>
        <source># int4 weights: serve an AWQ checkpoint of the model</source>
        <translation># int4 가중치: 모델의 AWQ 체크포인트를 서빙하세요</translation>
    </message>
    <message>
        <source># %1 weights: serve a ModelOpt-quantised checkpoint (nvidia/...-FP8 or an int8/int4 export)</source>
        <translation># %1 가중치: ModelOpt로 양자화한 체크포인트(nvidia/...-FP8 또는 int8/int4 내보내기)를 서빙하세요</translation>
    </message>
    <message>
        <source># %1 KV cache: kv_cache_config: {dtype: %1} in the file --extra_llm_api_options names</source>
        <translation># %1 KV 캐시: --extra_llm_api_options가 가리키는 파일에 kv_cache_config: {dtype: %1}</translation>
    </message>
    <message>
        <source># run this on each of the %1 jobs behind one load balancer</source>
        <translation># 로드 밸런서 하나 뒤에 있는 작업 %1개 각각에서 이것을 실행하세요</translation>
    </message>
</context>
<context>
    <name>ServeExport</name>
    <message>
        <source>%1: not exported: the serving plan&apos;s inputs have a problem (%2)</source>
        <translation>%1: 내보내지 않았습니다: 서빙 계획의 입력에 문제가 있습니다(%2)</translation>
    </message>
</context>
<context>
    <name>ServeMemory</name>
    <message>
        <source>the %1 weights take %2 GiB per device over %3 devices</source>
        <translation>%1 가중치가 디바이스 %3개에 걸쳐 디바이스당 %2 GiB를 차지합니다</translation>
    </message>
    <message>
        <source>the %1 weights take %2 GiB on one device</source>
        <translation>%1 가중치가 디바이스 하나에서 %2 GiB를 차지합니다</translation>
    </message>
    <message>
        <source>%1, and %2 keeps %3 GiB of the %4 GiB: nothing is left for the KV cache</source>
        <translation>%1, 그리고 %2이(가) %4 GiB 중 %3 GiB를 유지합니다: KV 캐시에 남는 공간이 없습니다</translation>
    </message>
    <message>
        <source>the KV cache of %1 GiB per device holds %2 tokens, less than one %3-token sequence (--max-context)</source>
        <translation>디바이스당 %1 GiB의 KV 캐시는 토큰 %2개를 담으며, 이는 %3토큰 시퀀스 하나(--max-context)보다 적습니다</translation>
    </message>
</context>
<context>
    <name>ServePlanFile</name>
    <message>
        <source>unknown precision &quot;%1&quot; (expected %2)</source>
        <translation>알 수 없는 정밀도 &quot;%1&quot; (예상: %2)</translation>
    </message>
    <message>
        <source>expected concurrency, request-rate or offline</source>
        <translation>concurrency, request-rate 또는 offline이 필요합니다</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>%1 중 하나가 필요합니다</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected %2)</source>
        <translation>알 수 없는 요금제 &quot;%1&quot; (예상: %2)</translation>
    </message>
    <message>
        <source>a serving plan file</source>
        <translation>서빙 계획 파일</translation>
    </message>
    <message>
        <source>the serving plan file is empty</source>
        <translation>서빙 계획 파일이 비어 있습니다</translation>
    </message>
    <message>
        <source>expected &quot;serve&quot; (a training plan has no kind)</source>
        <translation>&quot;serve&quot;가 필요합니다(훈련 계획에는 kind가 없음)</translation>
    </message>
    <message>
        <source>give either hardware or device_memory_gib, not both</source>
        <translation>hardware와 device_memory_gib 중 하나만 지정하세요</translation>
    </message>
    <message>
        <source>The serving plan could not be saved as “%1”: %2.</source>
        <translation>서빙 계획을 “%1” 이름으로 저장할 수 없습니다: %2.</translation>
    </message>
</context>
<context>
    <name>ServePlanner</name>
    <message>
        <source>MaxText serves int8 and fp8 weights (quantization=int8|fp8), not int4</source>
        <translation>MaxText는 int8 및 fp8 가중치(quantization=int8|fp8)를 서빙하며 int4는 지원하지 않습니다</translation>
    </message>
    <message>
        <source>TensorRT-LLM&apos;s fp8 checkpoints need fp8 tensor cores, which %1 lacks</source>
        <translation>TensorRT-LLM의 fp8 체크포인트에는 fp8 텐서 코어가 필요한데 %1에는 없습니다</translation>
    </message>
    <message>
        <source>MaxText quantizes the KV cache to int8 (quantize_kvcache), not fp8</source>
        <translation>MaxText는 KV 캐시를 fp8이 아니라 int8로 양자화합니다(quantize_kvcache)</translation>
    </message>
    <message>
        <source>%1 keeps an fp8 KV cache (--kv-cache-dtype fp8), not int8</source>
        <translation>%1은(는) KV 캐시를 int8이 아니라 fp8로 유지합니다(--kv-cache-dtype fp8)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, TP %2</source>
        <translation>%1, TP %2</translation>
    </message>
    <message>
        <source>even one sequence at a time takes %1 ms per output token and %2 s to the first token, beyond the targets</source>
        <translation>한 번에 시퀀스 하나만 처리해도 출력 토큰당 %1 ms, 첫 토큰까지 %2 s가 걸려 목표를 넘습니다</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the %2 weights take %3 GiB per device; KV for %4 sequences of %5 tokens takes %6 GiB of the %7 GiB cache (%8 tokens)</source>
        <translation>%1: %2 가중치가 디바이스당 %3 GiB를 차지합니다. %5토큰 시퀀스 %4개의 KV가 %7 GiB 캐시(토큰 %8개) 중 %6 GiB를 차지합니다</translation>
    </message>
    <message>
        <source>TPOT %1 ms at %2 sequences per replica, the mean of the steps with and without a prompt chunk, which on average read weights %3 ms and KV %4 ms, compute %5 ms and all-reduce %6 ms; compute-bound above %7 tokens per step</source>
        <translation>복제본당 시퀀스 %2개에서 TPOT %1 ms. 프롬프트 청크가 있는 스텝과 없는 스텝의 평균이며, 평균적으로 가중치 읽기 %3 ms, KV 읽기 %4 ms, 연산 %5 ms, all-reduce %6 ms입니다. 스텝당 토큰 %7개를 넘으면 연산 병목</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper per token and faster per token.</source>
        <translation>파레토 프런트에 있음: 토큰당 더 저렴하면서 토큰당 더 빠른 구성은 없습니다.</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 devices of %3</source>
        <translation>텐서 병렬화 %1은(는) %3의 디바이스 %2개를 나누어떨어지게 하지 않습니다</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>%3의 어텐션 헤드 %2개가 텐서 병렬화 %1로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>%1 (TP %2 does not divide %3 heads)</source>
        <translation>%1 (TP %2는 헤드 %3개를 나누어떨어지게 하지 않음)</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (tpuplan catalog lists it)</source>
        <translation>알 수 없는 하드웨어 &quot;%1&quot; (tpuplan catalog로 목록 확인)</translation>
    </message>
    <message>
        <source>No hardware in the catalog has a price in the plan&apos;s regions and pricing.</source>
        <translation>계획의 리전과 요금제에서 가격이 있는 하드웨어가 카탈로그에 없습니다.</translation>
    </message>
    <message>
        <source>Nothing holds %1 with a %2-token context: use more devices per replica, a smaller weight or KV precision, or a shorter --max-context.</source>
        <translation>%2토큰 컨텍스트로 %1을(를) 담을 수 있는 구성이 없습니다: 복제본당 디바이스를 늘리거나, 더 작은 가중치 또는 KV 정밀도를 쓰거나, --max-context를 줄이세요.</translation>
    </message>
    <message>
        <source>No configuration meets the latency targets, even one sequence at a time; the closest are listed. Relax --tpot-target or --ttft-target.</source>
        <translation>한 번에 시퀀스 하나만 처리해도 지연 시간 목표를 충족하는 구성이 없습니다. 가장 가까운 구성을 표시합니다. --tpot-target 또는 --ttft-target을 완화하세요.</translation>
    </message>
    <message>
        <source>Not tried: %1.</source>
        <translation>시도하지 않음: %1.</translation>
    </message>
    <message>
        <source>%1 is a TPU slice: its devices are its chips; name a larger or smaller slice instead</source>
        <translation>%1은(는) TPU 슬라이스입니다: 디바이스는 그 칩입니다. 대신 더 크거나 작은 슬라이스를 지정하세요</translation>
    </message>
    <message>
        <source>one %1 node holds %2 GPUs; serving across nodes is not modelled</source>
        <translation>%1 노드 하나에는 GPU가 %2개 있습니다. 노드를 넘는 서빙은 모델링하지 않습니다</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) still cannot keep up: requests arrive faster than they are answered</source>
        <translation>
            <numerusform>복제본 %Ln개로도 따라가지 못합니다: 요청이 응답보다 빠르게 도착합니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) of at most %1 sequences serve %2 users (%3 in flight each)</source>
        <translation>
            <numerusform>시퀀스 최대 %1개의 복제본 %Ln개가 사용자 %2명에게 서빙합니다(각각 처리 중인 요청 %3개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) at %1 requests/s each; the prefill queue adds %2 s to the first token</source>
        <translation>
            <numerusform>복제본 %Ln개, 각각 초당 요청 %1개. 프리필 대기열로 첫 토큰까지 %2 s가 늘어납니다</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no ICI link figure for %1: the all-reduces&apos; bytes are left out of the step, which is faster here than it will run</source>
        <translation>카탈로그에 %1의 ICI 링크 수치가 없습니다: all-reduce의 바이트 전송을 스텝에서 뺐으므로 여기서는 실제보다 빠릅니다</translation>
    </message>
    <message>
        <source>%1 does not serve on %2 (vLLM: GPUs and TPU v5e, v5p, v6e, TPU7x; SGLang and TensorRT-LLM: GPUs; JetStream: TPU v4 and newer)</source>
        <translation>%1은(는) %2에서 서빙하지 않습니다(vLLM: GPU와 TPU v5e, v5p, v6e, TPU7x. SGLang과 TensorRT-LLM: GPU. JetStream: TPU v4 이후)</translation>
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
        <translation>백만 토큰당 %1</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message>
        <source>not estimated (a device known by its memory alone)</source>
        <translation>추정하지 않음(메모리만 알려진 디바이스)</translation>
    </message>
    <message>
        <source>each device&apos;s default (vLLM)</source>
        <translation>각 디바이스의 기본값(vLLM)</translation>
    </message>
    <message>
        <source>TPOT at most %1</source>
        <translation>TPOT 최대 %1</translation>
    </message>
    <message>
        <source>TTFT at most %1</source>
        <translation>TTFT 최대 %1</translation>
    </message>
    <message>
        <source>none (the cheapest per token)</source>
        <translation>없음(토큰당 가장 저렴)</translation>
    </message>
    <message>
        <source>a device with %1 GiB of memory</source>
        <translation>메모리 %1 GiB 디바이스</translation>
    </message>
    <message>
        <source>the whole catalog (TPU slices and GPU machines)</source>
        <translation>카탈로그 전체(TPU 슬라이스 및 GPU 머신)</translation>
    </message>
    <message>
        <source>%1 (%2 devices per job)</source>
        <translation>%1 (작업당 디바이스 %2개)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>%1 (%2, %3 B parameters)</source>
        <translation>%1 (%2, 파라미터 %3 B)</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>트래픽</translation>
    </message>
    <message>
        <source>Request lengths</source>
        <translation>요청 길이</translation>
    </message>
    <message>
        <source>%1 tokens in, %2 tokens out (mean)</source>
        <translation>입력 토큰 %1개, 출력 토큰 %2개(평균)</translation>
    </message>
    <message>
        <source>Longest sequence</source>
        <translation>가장 긴 시퀀스</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 토큰</translation>
    </message>
    <message>
        <source>Latency targets (medians)</source>
        <translation>지연 시간 목표(중앙값)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Weight precisions</source>
        <translation>가중치 정밀도</translation>
    </message>
    <message>
        <source>bf16, fp8, int8 (searched)</source>
        <translation>bf16, fp8, int8 (검색)</translation>
    </message>
    <message>
        <source>KV cache precisions</source>
        <translation>KV 캐시 정밀도</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>메모리 사용률</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>텐서 병렬화</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>%1 (%2 per job, %3 jobs)</source>
        <translation>%1 (작업당 %2, 작업 %3개)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 캐시</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>복제본</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>지연 시간 및 처리량</translation>
    </message>
    <message>
        <source>Batch limit per replica</source>
        <translation>복제본당 배치 한도</translation>
    </message>
    <message>
        <source>%1 sequences (max_num_seqs)</source>
        <translation>시퀀스 %1개(max_num_seqs)</translation>
    </message>
    <message>
        <source>Time per output token (median)</source>
        <translation>출력 토큰당 시간(중앙값)</translation>
    </message>
    <message>
        <source>Time to first token (median)</source>
        <translation>첫 토큰까지의 시간(중앙값)</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>초당 출력 토큰</translation>
    </message>
    <message>
        <source>%1 (all replicas)</source>
        <translation>%1 (모든 복제본)</translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation>초당 입력 토큰</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>시간당 비용</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>출력 토큰 백만 개당 비용</translation>
    </message>
    <message>
        <source>Cost per million input tokens</source>
        <translation>입력 토큰 백만 개당 비용</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>구성 요소</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>디바이스당</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>디바이스 대비 비율</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>가중치(%1)</translation>
    </message>
    <message>
        <source>Activations (the engine&apos;s profiled peak)</source>
        <translation>활성화(엔진이 프로파일링한 최대치)</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>엔진 예약분</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 캐시 풀</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>KV cache per token per device</source>
        <translation>디바이스당 토큰당 KV 캐시</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>KV 캐시 토큰</translation>
    </message>
    <message>
        <source>Maximum concurrency</source>
        <translation>최대 동시성</translation>
    </message>
    <message>
        <source>%1 sequences of %2 tokens</source>
        <translation>%2토큰 시퀀스 %1개</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>목표 미달</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Weights/KV</source>
        <translation>가중치/KV</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Batch limit</source>
        <translation>배치 한도</translation>
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
        <translation>출력 tok/s</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 출력</translation>
    </message>
    <message>
        <source>KV tokens</source>
        <translation>KV 토큰</translation>
    </message>
    <message>
        <source>Meets targets</source>
        <translation>목표 충족</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 holds the model with %2 KV cache tokens.</source>
        <translation>%1은(는) KV 캐시 토큰 %2개와 함께 모델을 담습니다.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 output tokens/s; its price is not publicly listed.</source>
        <translation>%1 (%2): 초당 출력 토큰 %3개. 가격은 공개되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 per million output tokens at %4 per token.</source>
        <translation>%1 (%2): 출력 토큰 백만 개당 %3, 토큰당 %4.</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit: %2</source>
        <translation>후보 %1은(는) 들어가지 않습니다: %2</translation>
    </message>
    <message>
        <source>Nothing was evaluated: no hardware has a price in the plan&apos;s regions.</source>
        <translation>평가한 구성이 없습니다: 계획의 리전에서 가격이 있는 하드웨어가 없습니다.</translation>
    </message>
    <message>
        <source>Nothing fits: %1</source>
        <translation>들어가는 구성이 없습니다: %1</translation>
    </message>
    <message>
        <source>The chosen setup misses the latency targets: %1</source>
        <translation>선택한 구성이 지연 시간 목표에 미달합니다: %1</translation>
    </message>
    <message>
        <source>This is candidate %1 of the ranking, not the cheapest.</source>
        <translation>이것은 순위의 후보 %1이며, 가장 저렴한 후보가 아닙니다.</translation>
    </message>
    <message>
        <source>The price of %1 (as of %2) is older than the catalog&apos;s freshness limit.</source>
        <translation>%1의 가격(%2 기준)이 카탈로그의 최신성 한도보다 오래되었습니다.</translation>
    </message>
    <message>
        <source>The price of %1 is not publicly listed: its cost per token is unknown.</source>
        <translation>%1의 가격은 공개되어 있지 않습니다: 토큰당 비용을 알 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 concurrent users (closed loop)</source>
        <translation>동시 사용자 %1명(폐쇄 루프)</translation>
    </message>
    <message>
        <source>%1 requests per second (Poisson arrivals, open loop)</source>
        <translation>초당 요청 %1개(포아송 도착, 개방 루프)</translation>
    </message>
    <message>
        <source>offline (every request queued at once; throughput alone counts)</source>
        <translation>오프라인(모든 요청을 한꺼번에 대기열에 넣음. 처리량만 중요)</translation>
    </message>
    <message>
        <source>int4 (AWQ/GPTQ)</source>
        <translation>int4 (AWQ/GPTQ)</translation>
    </message>
    <message>
        <source>Serving plan: %1</source>
        <translation>서빙 계획: %1</translation>
    </message>
    <message>
        <source>The request</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>권장 사항</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Start it</source>
        <translation>시작하기</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <source>Pareto front: cost per million output tokens against TPOT</source>
        <translation>파레토 프런트: TPOT 대비 출력 토큰 백만 개당 비용</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>TPU Planner %1에서 %2에 생성됨(카탈로그 %3).</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>내장</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2의 %1</translation>
    </message>
    <message>
        <source>No configuration was evaluated.</source>
        <translation>평가한 구성이 없습니다.</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit; see the candidates below.</source>
        <translation>후보 %1은(는) 들어가지 않습니다. 아래 후보를 참조하세요.</translation>
    </message>
    <message>
        <source>Nothing fits: no configuration holds the model and its KV cache.</source>
        <translation>들어가는 구성이 없습니다: 모델과 KV 캐시를 담을 수 있는 구성이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>복제본 %Ln개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeSetup</name>
    <message>
        <source>%1 is an encoder; the serving planner plans decoders (they generate tokens)</source>
        <translation>%1은(는) 인코더입니다. 서빙 플래너는 디코더(토큰을 생성하는 모델)를 계획합니다</translation>
    </message>
    <message>
        <source>the prompt length must be 1 to %1 tokens</source>
        <translation>프롬프트 길이는 1~%1토큰이어야 합니다</translation>
    </message>
    <message>
        <source>the output length must be 1 to %1 tokens</source>
        <translation>출력 길이는 1~%1토큰이어야 합니다</translation>
    </message>
    <message>
        <source>the context must be 0 (prompt + output) to %1 tokens</source>
        <translation>컨텍스트는 0(프롬프트 + 출력)~%1토큰이어야 합니다</translation>
    </message>
    <message>
        <source>a context of %1 tokens cannot hold a %2-token prompt and a %3-token answer</source>
        <translation>%1토큰 컨텍스트에는 %2토큰 프롬프트와 %3토큰 응답을 담을 수 없습니다</translation>
    </message>
    <message>
        <source>the concurrency must be 1 to 10,000,000 requests in flight</source>
        <translation>동시성은 처리 중인 요청 1~10,000,000개여야 합니다</translation>
    </message>
    <message>
        <source>the request rate must be above 0 and at most 10^7 per second</source>
        <translation>요청률은 0보다 크고 초당 10^7 이하여야 합니다</translation>
    </message>
    <message>
        <source>tensor parallelism must be 0 (chosen) to 4096 devices</source>
        <translation>텐서 병렬화는 디바이스 0(자동 선택)~4096개여야 합니다</translation>
    </message>
    <message>
        <source>the devices must be 0 (chosen) to 4096</source>
        <translation>디바이스 수는 0(자동 선택)~4096이어야 합니다</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the job&apos;s %2 devices</source>
        <translation>텐서 병렬화 %1은(는) 작업의 디바이스 %2개를 나누어떨어지게 하지 않습니다</translation>
    </message>
    <message>
        <source>the device memory must be above 0 and at most 4096 GiB</source>
        <translation>디바이스 메모리는 0보다 크고 4096 GiB 이하여야 합니다</translation>
    </message>
    <message>
        <source>the memory utilization is a share from 0 to 1</source>
        <translation>메모리 사용률은 0에서 1 사이의 비율입니다</translation>
    </message>
    <message>
        <source>the time-to-first-token target must be 0 (none) to 3600 s</source>
        <translation>첫 토큰까지의 시간 목표는 0(없음)~3600 s여야 합니다</translation>
    </message>
    <message>
        <source>the time-per-output-token target must be 0 (none) to 60 s</source>
        <translation>출력 토큰당 시간 목표는 0(없음)~60 s여야 합니다</translation>
    </message>
    <message>
        <source>no engine keeps a 4-bit KV cache; use bf16, fp8 or int8</source>
        <translation>4비트 KV 캐시를 유지하는 엔진은 없습니다. bf16, fp8 또는 int8을 사용하세요</translation>
    </message>
    <message>
        <source>the limit must be 0 (all) or more</source>
        <translation>한도는 0(전체) 이상이어야 합니다</translation>
    </message>
    <message>
        <source>a context of %1 tokens is beyond the %2 positions of %3</source>
        <translation>%1 토큰의 컨텍스트는 %3의 위치 %2개를 넘습니다</translation>
    </message>
    <message>
        <source>offline traffic has no latency target; drop it or give a concurrency or a request rate</source>
        <translation>오프라인 트래픽에는 지연 시간 목표가 없습니다. 목표를 빼거나 동시 실행 수 또는 요청 속도를 지정하세요</translation>
    </message>
</context>
<context>
    <name>ShardPanel</name>
    <message>
        <source>TFRecord shards</source>
        <translation>TFRecord 샤드</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>토큰(&amp;T):</translation>
    </message>
    <message>
        <source>Tokens in the dataset to write as TFRecords</source>
        <translation>TFRecord로 기록할 데이터 세트의 토큰 수</translation>
    </message>
    <message>
        <source>Se&amp;q len:</source>
        <translation>시퀀스 길이(&amp;Q):</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length; the plan&apos;s sequence length by default)</source>
        <translation>레코드당 토큰 수(패킹된 청크 길이. 기본값은 계획의 시퀀스 길이)</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>슬라이스(&amp;L):</translation>
    </message>
    <message>
        <source>The TPU slice that reads the data: it sets the number of hosts</source>
        <translation>데이터를 읽는 TPU 슬라이스: 호스트 수를 결정합니다</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>호스트(&amp;H):</translation>
    </message>
    <message>
        <source>Hosts (VMs) that read the shards: 1 for a v2-8 or v3-8, more on pod slices</source>
        <translation>샤드를 읽는 호스트(VM) 수: v2-8 또는 v3-8은 1, 포드 슬라이스는 그 이상</translation>
    </message>
</context>
<context>
    <name>ShardPlan</name>
    <message>
        <source>the dataset size must be a positive number</source>
        <translation>데이터 세트 크기는 양수여야 합니다</translation>
    </message>
    <message>
        <source>the sequence length must be from 1 to %1 tokens</source>
        <translation>시퀀스 길이는 1에서 %1 토큰 사이여야 합니다</translation>
    </message>
    <message>
        <source>bytes per token must be from 0.125 to 1024</source>
        <translation>토큰당 바이트 수는 0.125에서 1024 사이여야 합니다</translation>
    </message>
    <message>
        <source>the record overhead must be from 0 to 1,000,000 bytes</source>
        <translation>레코드 오버헤드는 0에서 1,000,000바이트 사이여야 합니다</translation>
    </message>
    <message>
        <source>the number of hosts must be from 1 to %1</source>
        <translation>호스트 수는 1에서 %1 사이여야 합니다</translation>
    </message>
    <message>
        <source>the storage price must be zero or positive</source>
        <translation>스토리지 가격은 0 이상이어야 합니다</translation>
    </message>
    <message>
        <source>the shard size rules are inconsistent</source>
        <translation>샤드 크기 규칙이 서로 모순됩니다</translation>
    </message>
    <message>
        <source>tokens per document must be a positive number up to %1</source>
        <translation>문서당 토큰 수는 %1 이하의 양수여야 합니다</translation>
    </message>
    <message>
        <source>text bytes per token must be from 0.25 to 1024</source>
        <translation>토큰당 텍스트 바이트 수는 0.25에서 1024 사이여야 합니다</translation>
    </message>
    <message>
        <source>the dataset holds less than one token</source>
        <translation>데이터 세트의 토큰이 1개 미만입니다</translation>
    </message>
    <message>
        <source>more than %1 tokens; the planner stops there</source>
        <translation>%1 토큰 초과: 플래너는 여기까지만 처리합니다</translation>
    </message>
    <message>
        <source>Shards of %1 are under the ideal %2: at least %3 shards per host (%4 in all) come first, so that every host has files to interleave and shuffle.</source>
        <translation>%1 크기의 샤드는 이상적인 크기 %2보다 작습니다: 모든 호스트가 인터리브하고 셔플할 파일을 갖도록 호스트당 최소 %3개(전체 %4개)의 샤드를 우선합니다.</translation>
    </message>
    <message>
        <source>The dataset (%1) is too small for %2 shards of at least %3: %4 shard(s) instead, %5 per host. Shuffle records with a buffer that holds a good part of the data.</source>
        <translation>데이터 세트(%1)가 너무 작아 최소 %3 크기의 샤드 %2개를 만들 수 없습니다: 대신 샤드 %4개, 호스트당 %5개. 데이터의 상당 부분을 담는 버퍼로 레코드를 셔플하세요.</translation>
    </message>
    <message>
        <source>Only %1 record(s) for %2 hosts: some hosts read nothing. Use fewer hosts or a shorter chunk.</source>
        <translation>호스트 %2개에 레코드가 %1개뿐입니다: 일부 호스트는 아무것도 읽지 않습니다. 호스트 수를 줄이거나 청크를 더 짧게 하세요.</translation>
    </message>
    <message>
        <source>The whole dataset is %1: it fits in host memory, so it can also be fed as in-memory arrays (no Cloud Storage needed even on a TPU Node).</source>
        <translation>전체 데이터 세트가 %1입니다: 호스트 메모리에 들어가므로 메모리 내 배열로 공급할 수도 있습니다(TPU 노드에서도 Cloud Storage 불필요).</translation>
    </message>
    <message>
        <source>Records are chunks of %1 tokens (documents packed end to end, the last chunk padded).</source>
        <translation>레코드는 %1 토큰 청크입니다(문서를 끝과 끝을 이어 패킹, 마지막 청크는 패딩).</translation>
    </message>
    <message>
        <source>%1 bytes per token in a record (int32 input_ids + int32 attention_mask; varint-encoded Int64List features are usually smaller) and %2 bytes per record (TFRecord framing 16 bytes + tf.train.Example keys and tags).</source>
        <translation>레코드의 토큰당 %1바이트(int32 input_ids + int32 attention_mask. varint로 인코딩된 Int64List 특성은 보통 더 작음)와 레코드당 %2바이트(TFRecord 프레이밍 16바이트 + tf.train.Example 키와 태그).</translation>
    </message>
    <message>
        <source>%1 tokens per document.</source>
        <translation>문서당 %1 토큰.</translation>
    </message>
    <message>
        <source>%1 bytes of UTF-8 text per token.</source>
        <translation>토큰당 UTF-8 텍스트 %1바이트.</translation>
    </message>
    <message>
        <source>Shards of at most %1, ideally at least %2 and never under %3 unless the data is that small; at least %4 shards per host and a multiple of the host count (TensorFlow TFRecord guide).</source>
        <translation>샤드는 최대 %1, 가능하면 %2 이상이며, 데이터가 그만큼 작지 않은 한 %3 미만이 되지 않게 합니다. 호스트당 최소 %4개의 샤드, 호스트 수의 배수(TensorFlow TFRecord 가이드).</translation>
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
        <translation>%1 × 슬라이스 %2개</translation>
    </message>
    <message>
        <source>every mesh axis needs at least one device</source>
        <translation>메시의 모든 축에는 디바이스가 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>the mesh %1 (%2 devices) does not divide the %3 devices of %4</source>
        <translation>%4의 디바이스 %3개가 메시 %1 (디바이스 %2개)로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 is more than the %2 attention heads of %3</source>
        <translation>텐서 병렬화 %1이(가) %3의 어텐션 헤드 수 %2보다 큽니다</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>%3의 어텐션 헤드 %2개가 텐서 병렬화 %1로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>tensor parallelism stays inside one node: %1 holds at most %2 GPUs, not %3</source>
        <translation>텐서 병렬화는 노드 하나 안에서만 가능합니다: %1에는 GPU가 %3개가 아니라 최대 %2개까지 들어갑니다</translation>
    </message>
    <message>
        <source>slices are TPU slices: a GPU job grows with --devices</source>
        <translation>슬라이스는 TPU 슬라이스를 말합니다: GPU 작업은 --devices로 늘립니다</translation>
    </message>
    <message>
        <source>%1 × expert %2</source>
        <translation>%1 × expert %2</translation>
    </message>
    <message>
        <source>expert parallelism of %1 needs a mixture-of-experts model: %2 is dense</source>
        <translation>전문가 병렬화 %1에는 전문가 혼합(MoE) 모델이 필요합니다. %2은(는) 밀집형입니다</translation>
    </message>
    <message>
        <source>expert parallelism of %1 is more than the %2 experts of %3</source>
        <translation>전문가 병렬화 %1이(가) %3의 전문가 수 %2보다 큽니다</translation>
    </message>
    <message>
        <source>expert parallelism of %1 does not divide the %2 experts of %3</source>
        <translation>%3의 전문가 %2개가 전문가 병렬화 %1로 나누어떨어지지 않습니다</translation>
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
        <translation>파이프라인 병렬화 %1이(가) %3의 레이어 수 %2보다 큽니다</translation>
    </message>
</context>
<context>
    <name>ShardsCommand</name>
    <message>
        <source>Plan TFRecord shards for a dataset: records, shard count and size, shards per host, and the Cloud Storage cost.</source>
        <translation>데이터 세트의 TFRecord 샤드를 계획합니다: 레코드, 샤드 수와 크기, 호스트당 샤드 수, Cloud Storage 비용.</translation>
    </message>
    <message>
        <source>Dataset size in tokens (1e9 and 1G work too).</source>
        <translation>토큰 단위 데이터 세트 크기(1e9, 1G 형식도 가능).</translation>
    </message>
    <message>
        <source>Dataset size in documents (with --tokens-per-document).</source>
        <translation>문서 단위 데이터 세트 크기(--tokens-per-document와 함께 사용).</translation>
    </message>
    <message>
        <source>Mean tokens per document.</source>
        <translation>문서당 평균 토큰 수.</translation>
    </message>
    <message>
        <source>Dataset size in bytes of UTF-8 text.</source>
        <translation>UTF-8 텍스트 바이트 단위 데이터 세트 크기.</translation>
    </message>
    <message>
        <source>Bytes of text per token, for --bytes.</source>
        <translation>토큰당 텍스트 바이트 수(--bytes용).</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length).</source>
        <translation>레코드당 토큰 수(패킹된 청크 길이).</translation>
    </message>
    <message>
        <source>Hosts reading the data (1 for v2-8/v3-8).</source>
        <translation>데이터를 읽는 호스트 수(v2-8/v3-8은 1).</translation>
    </message>
    <message>
        <source>Take the host count from this TPU slice in the catalog.</source>
        <translation>카탈로그의 이 TPU 슬라이스에서 호스트 수를 가져옵니다.</translation>
    </message>
    <message>
        <source>Bytes per token in a record (8 = int32 input_ids + int32 attention_mask).</source>
        <translation>레코드의 토큰당 바이트 수(8 = int32 input_ids + int32 attention_mask).</translation>
    </message>
    <message>
        <source>Region of the Cloud Storage bucket.</source>
        <translation>Cloud Storage 버킷의 리전.</translation>
    </message>
    <message>
        <source>Cloud Storage class in the catalog.</source>
        <translation>카탈로그의 Cloud Storage 스토리지 클래스.</translation>
    </message>
    <message>
        <source>How the TPU is reached: vm or node (Colab is a node).</source>
        <translation>TPU 접근 방식: vm 또는 node(Colab은 node).</translation>
    </message>
    <message>
        <source>Where the shards live: gcs, local or memory.</source>
        <translation>샤드 위치: gcs, local 또는 memory.</translation>
    </message>
    <message>
        <source>give exactly one of --tokens, --documents or --bytes</source>
        <translation>--tokens, --documents, --bytes 중 정확히 하나만 지정하세요</translation>
    </message>
    <message>
        <source>--%1 must be a positive whole number (1e9 and 1G work too), got &quot;%2&quot;</source>
        <translation>--%1 값은 양의 정수여야 합니다(1e9, 1G 형식도 가능. 입력값: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>--documents needs --tokens-per-document</source>
        <translation>--documents에는 --tokens-per-document가 필요합니다</translation>
    </message>
    <message>
        <source>give --hosts or --slice, not both</source>
        <translation>--hosts와 --slice 중 하나만 지정하세요</translation>
    </message>
    <message>
        <source>unknown TPU slice &quot;%1&quot; (see tpuplan catalog)</source>
        <translation>알 수 없는 TPU 슬라이스 &quot;%1&quot; (tpuplan catalog 참조)</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot; (regions: %2)</source>
        <translation>알 수 없는 리전 &quot;%1&quot; (리전: %2)</translation>
    </message>
    <message>
        <source>unknown storage class &quot;%1&quot; (known: %2)</source>
        <translation>알 수 없는 스토리지 클래스 &quot;%1&quot; (알려진 클래스: %2)</translation>
    </message>
    <message>
        <source>Dataset: %1 tokens in %2 records of %3 tokens, %4 bytes each</source>
        <translation>데이터 세트: %1 토큰, %3 토큰짜리 레코드 %2개, 레코드당 %4바이트</translation>
    </message>
    <message>
        <source>TFRecords: %1 (%2 GiB)</source>
        <translation>TFRecord: %1 (%2 GiB)</translation>
    </message>
    <message>
        <source>Shards: %1 (%2 … %3)</source>
        <translation>샤드: %1 (%2 … %3)</translation>
    </message>
    <message>
        <source>%1 or %2 records per shard, up to %3 each</source>
        <translation>샤드당 레코드 %1개 또는 %2개, 샤드당 최대 %3</translation>
    </message>
    <message>
        <source>%1 records per shard, %2 each</source>
        <translation>샤드당 레코드 %1개, 샤드당 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 shard(s) per host; by size %2, by hosts %3</source>
        <translation>
            <numerusform>호스트 %n개, 호스트당 샤드 %1개. 크기 기준 %2, 호스트 기준 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (%3, %4) = %5 per month [%6, %7]</source>
        <translation>스토리지: %1 GiB × GiB-월당 %2 (%3, %4) = 월 %5 [%6, %7]</translation>
    </message>
    <message>
        <source>The catalog has one price per storage class; regional differences are not modelled. Keep the bucket in the TPU&apos;s region.</source>
        <translation>카탈로그에는 스토리지 클래스별 가격이 하나뿐이며 리전별 차이는 모델링하지 않습니다. 버킷은 TPU와 같은 리전에 두세요.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>가정</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>준비 상태</translation>
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
        <translation>%1일 (%2–%3일)</translation>
    </message>
    <message>
        <source>%1 h (%2–%3 h)</source>
        <translation>%1 h (%2–%3 h)</translation>
    </message>
    <message>
        <source>The micro-batch is too small for the matmuls to be bound by their FLOPs: reading the weights from HBM takes longer.</source>
        <translation>마이크로 배치가 너무 작아 행렬 곱셈의 병목이 FLOPs가 아닙니다: HBM에서 가중치를 읽는 데 더 오래 걸립니다.</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Of the %1 s of compute: matmuls %2 s, attention %3 s, memory-bound work %4 s, optimizer update %5 s, fixed per-step overhead %6 s; of these, padding to the %7 × %7 matrix unit takes %8 s and checkpointing&apos;s recompute %9 s.</source>
        <translation>연산 %1 s 중: 행렬 곱셈 %2 s, 어텐션 %3 s, 메모리 병목 작업 %4 s, 옵티마이저 업데이트 %5 s, 스텝당 고정 오버헤드 %6 s. 이 중 %7 × %7 행렬 유닛에 맞춘 패딩이 %8 s, 체크포인팅의 재계산이 %9 s입니다.</translation>
    </message>
    <message>
        <source>Matmuls at %1 % of the peak, memory-bound work at %2 % of the HBM bandwidth, %3 s of fixed cost per dispatch of the step: host dispatch, infeed, launches (%4).</source>
        <translation>행렬 곱셈은 최대 성능의 %1%, 메모리 병목 작업은 HBM 대역폭의 %2%, 스텝의 디스패치당 고정 비용 %3 s: 호스트 디스패치, 인피드, 커널 실행 (%4).</translation>
    </message>
    <message>
        <source>Of the matmuls, the routed experts take %1 s and token dropping&apos;s dispatch einsums and padded capacity slots %2 s.</source>
        <translation>행렬 곱셈 중 라우팅 전문가가 %1 s, 토큰 드롭의 dispatch einsum과 패딩된 용량 슬롯이 %2 s를 차지합니다.</translation>
    </message>
    <message>
        <source>The all-to-all that sends the tokens to their experts and back adds %1 s, in line with compute (the experts wait for it).</source>
        <translation>토큰을 전문가에게 보냈다가 되돌려 받는 all-to-all은 연산과 겹치지 않고 %1 s를 더합니다(전문가가 이를 기다림).</translation>
    </message>
    <message>
        <source>Grouped expert matmuls at %1 % of the dense rate, routing imbalance × %2, MoE band × %3–%4 (%5).</source>
        <translation>그룹 전문가 행렬 곱셈은 밀집형 속도의 %1%, 라우팅 불균형 × %2, MoE 범위 × %3–%4 (%5).</translation>
    </message>
    <message>
        <source>The pipeline (%1, %2 microbatches, %3 chunks of layers per stage) idles %4 s in its bubble, %5 % of the step.</source>
        <translation>파이프라인(%1, 마이크로 배치 %2개, 스테이지당 레이어 청크 %3개)은 버블에서 %4 s 동안 유휴 상태이며, 이는 스텝의 %5%입니다.</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the nodes&apos; network, beside compute (1F1B overlaps them).</source>
        <translation>스테이지 간 전송은 노드 간 네트워크를 거쳐 연산과 별도로 %1 s가 걸립니다(1F1B는 이를 연산과 겹칩니다).</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the devices&apos; own links, beside compute (1F1B overlaps them).</source>
        <translation>스테이지 간 전송은 디바이스 자체 링크를 거쳐 연산과 별도로 %1 s가 걸립니다(1F1B는 이를 연산과 겹칩니다).</translation>
    </message>
    <message>
        <source>The context axis&apos;s all-gather of each layer&apos;s keys and values takes %1 s, in line with compute (MaxText&apos;s default all-gather is not overlapped).</source>
        <translation>context 축에서 각 레이어의 키와 값을 all-gather하는 데 연산과 겹치지 않고 %1 s가 걸립니다(MaxText의 기본 all-gather는 연산과 겹치지 않음).</translation>
    </message>
    <message>
        <source>The context axis passes each layer&apos;s keys and values round a ring in %1 s; %2 s of it is not hidden behind the attention blocks and adds to compute.</source>
        <translation>context 축은 각 레이어의 키와 값을 링으로 돌리는 데 %1 s가 걸립니다. 그중 %2 s는 어텐션 블록 뒤에 숨겨지지 않고 연산 시간에 더해집니다.</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device)</source>
        <translation>%2 최대 성능 대비 MFU %1%(디바이스당 %3 TFLOP/s)</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device, as MaxText and NeMo print it), %4 % of the %5 peak (%6 TFLOP/s)</source>
        <translation>%2 최대 성능 대비 MFU %1%(디바이스당 %3 TFLOP/s, MaxText와 NeMo의 출력 기준), %5 최대 성능 대비 %4%(%6 TFLOP/s)</translation>
    </message>
    <message>
        <source>%1 % of the step&apos;s FLOPs run in %2 (the layers&apos; linear matmuls; attention and the LM head stay in %3), at most %4× faster than %3.</source>
        <translation>스텝 FLOPs의 %1%가 %2로 실행되며(레이어의 선형 행렬 곱셈. 어텐션과 LM 헤드는 %3로 유지), %3보다 최대 %4배 빠릅니다.</translation>
    </message>
</context>
<context>
    <name>TimeModel</name>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × non-embedding parameters + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText의 모델 FLOPs: 6 × 임베딩 외 파라미터 + LM 헤드의 6 h V + 어텐션 12 L (a d) s, 인과 어텐션은 절반(MaxText PR #1988, 2025-07-27). 재계산과 패딩은 제외</translation>
    </message>
    <message>
        <source>fitted on %1</source>
        <translation>%1에 피팅</translation>
    </message>
    <message>
        <source>%1; no published run on %2: assumed alike</source>
        <translation>%1. %2에는 공개된 훈련 실행이 없어 같다고 가정</translation>
    </message>
    <message>
        <source>assumed from %1: MoE runs sit 10-15 MFU points below dense ones on the same TPU; the routed experts&apos; grouped matmuls at %2 of the dense rate, balanced routing as the published runs force%3</source>
        <translation>%1 기반 가정: 같은 TPU에서 MoE 실행은 밀집형 실행보다 MFU가 10-15포인트 낮습니다. 라우팅 전문가의 그룹 행렬 곱셈은 밀집형 속도의 %2, 라우팅은 공개 실행에서 강제하는 대로 균형 잡힌 것으로 가정%3</translation>
    </message>
    <message>
        <source>; a TPU figure, assumed alike on GPUs</source>
        <translation>. TPU 수치이며 GPU에서도 같다고 가정</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts, the shared experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText의 모델 FLOPs: 6 × 활성 임베딩 외 파라미터(라우팅 전문가 %2개 중 %1개, 공유 전문가, 라우터) + LM 헤드의 6 h V + 어텐션 12 L (a d) s, 인과 어텐션은 절반(MaxText PR #1988, 2025-07-27). 재계산과 패딩은 제외</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText의 모델 FLOPs: 6 × 활성 임베딩 외 파라미터(라우팅 전문가 %2개 중 %1개와 라우터) + LM 헤드의 6 h V + 어텐션 12 L (a d) s, 인과 어텐션은 절반(MaxText PR #1988, 2025-07-27). 재계산과 패딩은 제외</translation>
    </message>
</context>
<context>
    <name>TrainingSetup</name>
    <message>
        <source>eager attention</source>
        <translation>eager 어텐션</translation>
    </message>
    <message>
        <source>splash attention (Pallas)</source>
        <translation>splash attention(Pallas)</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>unknown tensor &quot;%1&quot; (expected one of decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi, mlpwi_0, mlpwi_1, mlpwo)</source>
        <translation>알 수 없는 텐서 &quot;%1&quot; (decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi, mlpwi_0, mlpwi_1, mlpwo 중 하나여야 함)</translation>
    </message>
    <message>
        <source>%1: unknown placement &quot;%2&quot; (expected remat, device or offload)</source>
        <translation>%1: 알 수 없는 저장 위치 &quot;%2&quot; (remat, device 또는 offload여야 함)</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit; use int8-mixed (MaxText&apos;s int8 recipe for v6e and earlier)</source>
        <translation>%1: %2에는 fp8 행렬 곱셈 유닛이 없습니다. int8-mixed를 사용하세요(v6e 이하용 MaxText int8 레시피)</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit (fp8 tensor cores start with Ada and Hopper GPUs, TPU7x); use bf16-mixed</source>
        <translation>%1: %2에는 fp8 행렬 곱셈 유닛이 없습니다(fp8 텐서 코어는 Ada 및 Hopper GPU, TPU7x부터 제공). bf16-mixed를 사용하세요</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use fp8-mixed</source>
        <translation>%1: int8 훈련(AQT/Qwix)은 TPU용 레시피입니다. %2에서는 fp8-mixed를 사용하세요</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use bf16-mixed</source>
        <translation>%1: int8 훈련(AQT/Qwix)은 TPU용 레시피입니다. %2에서는 bf16-mixed를 사용하세요</translation>
    </message>
    <message>
        <source>%1: the catalog has no int8 peak for %2; use fp8-mixed (MaxText&apos;s fp8_full recipe for v7x and later)</source>
        <translation>%1: 카탈로그에 %2의 int8 최대 성능이 없습니다. fp8-mixed를 사용하세요(v7x 이상용 MaxText fp8_full 레시피)</translation>
    </message>
    <message>
        <source>%1: %2 has no int8 matmul unit; use bf16-mixed</source>
        <translation>%1: %2에는 int8 행렬 곱셈 유닛이 없습니다. bf16-mixed를 사용하세요</translation>
    </message>
</context>
<context>
    <name>UserCatalogFile</name>
    <message>
        <source>cannot update this section: write &quot;%1:&quot; at the start of a line, unquoted</source>
        <translation>이 섹션을 업데이트할 수 없습니다: 줄 맨 앞에 따옴표 없이 &quot;%1:&quot; 형태로 쓰세요</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>폴더를 만들 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot write the catalog file: %1</source>
        <translation>카탈로그 파일을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>카탈로그 파일</translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>중첩이 %1단계보다 깊습니다</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>올바른 YAML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>expected a mapping of keys to values</source>
        <translation>키와 값의 매핑이 필요합니다</translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation>알 수 없는 키입니다(가능한 키: %1)</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>필수 필드가 없습니다</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>단일 값이 필요합니다</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>비어 있으면 안 됩니다</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>숫자가 필요합니다</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>숫자가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>%1보다 커야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>%1 이상이어야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>%1 이하여야 합니다(입력값: %2)</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>정수가 필요합니다(입력값: %1)</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>true 또는 false가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>missing required field (a date, YYYY-MM-DD)</source>
        <translation>필수 필드가 없습니다(날짜, YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>YYYY-MM-DD 형식의 날짜가 필요합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>목록이 필요합니다</translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation>값 목록이 필요합니다</translation>
    </message>
    <message>
        <source>a YAML file</source>
        <translation>YAML 파일</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Output format: text or json.</source>
        <translation>출력 형식: text 또는 json.</translation>
    </message>
    <message>
        <source>A catalog YAML file merged over the built-in catalog.</source>
        <translation>내장 카탈로그 위에 병합할 카탈로그 YAML 파일.</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>예상치 못한 인수 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--format must be text or json, got &quot;%1&quot;</source>
        <translation>--format은 text 또는 json이어야 합니다(입력값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 값은 %2~%3 범위의 정수여야 합니다(입력값: &quot;%4&quot;)</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 값은 %2~%3 범위의 숫자여야 합니다(입력값: &quot;%4&quot;)</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, got &quot;%3&quot;</source>
        <translation>--%1 값은 %2 중 하나여야 합니다(입력값: &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>TPU generations, slices, GPUs and prices</source>
        <translation>TPU 세대, 슬라이스, GPU 및 가격</translation>
    </message>
    <message>
        <source>the model presets</source>
        <translation>모델 프리셋</translation>
    </message>
    <message>
        <source>a model&apos;s architecture and parameter count</source>
        <translation>모델의 아키텍처와 파라미터 수</translation>
    </message>
    <message>
        <source>padding and bucketing strategies for a file of sequence lengths</source>
        <translation>시퀀스 길이 파일에 대한 패딩 및 버킷팅 전략</translation>
    </message>
    <message>
        <source>TFRecord shard count and size for a dataset</source>
        <translation>데이터 세트의 TFRecord 샤드 수와 크기</translation>
    </message>
    <message>
        <source>memory per device: breakdown and fit</source>
        <translation>디바이스당 메모리: 구성 내역과 메모리에 들어가는지 여부</translation>
    </message>
    <message>
        <source>the largest batch per device that fits</source>
        <translation>메모리에 들어가는 가장 큰 디바이스당 배치</translation>
    </message>
    <message>
        <source>ranked candidates: hardware, time and cost</source>
        <translation>순위별 후보: 하드웨어, 시간, 비용</translation>
    </message>
    <message>
        <source>run a saved plan YAML</source>
        <translation>저장된 계획 YAML 실행</translation>
    </message>
    <message>
        <source>Usage: tpuplan COMMAND [options]   (tpuplan COMMAND --help for details)</source>
        <translation>사용법: tpuplan COMMAND [options]   (자세한 내용은 tpuplan COMMAND --help)</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>명령:</translation>
    </message>
    <message>
        <source>tpuplan: unknown command &quot;%1&quot; (try tpuplan --help)</source>
        <translation>tpuplan: 알 수 없는 명령 &quot;%1&quot; (tpuplan --help 참조)</translation>
    </message>
    <message>
        <source>Ignore the user&apos;s catalog file (%1).</source>
        <translation>사용자의 카탈로그 파일(%1)을 무시합니다.</translation>
    </message>
    <message>
        <source>read an out-of-memory error: estimate vs observation, calibration, the smallest fix</source>
        <translation>메모리 부족 오류 읽기: 추정치와 관측치 비교, 보정, 가장 작은 해결책</translation>
    </message>
    <message>
        <source>export a plan&apos;s report: PDF, HTML, Markdown, CSV or JSON</source>
        <translation>계획 보고서 내보내기: PDF, HTML, Markdown, CSV 또는 JSON</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>카탈로그 %1</translation>
    </message>
    <message>
        <source>serving: hardware, replicas, latency and cost per million tokens</source>
        <translation>서빙: 하드웨어, 복제본, 지연 시간, 백만 토큰당 비용</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>알 수 없는 요금제 &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan transformer training on Cloud TPU.</source>
        <translation>Cloud TPU에서의 트랜스포머 훈련을 계획합니다.</translation>
    </message>
    <message>
        <source>Render the window offscreen to a PNG once the first results are shown, then exit.</source>
        <translation>첫 결과가 표시되면 창을 화면 밖에서 PNG로 렌더링한 후 종료합니다.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Use this settings file instead of the user&apos;s (layout, last inputs, preferences).</source>
        <translation>사용자 설정 대신 이 설정 파일을 사용합니다(레이아웃, 마지막 입력, 환경설정).</translation>
    </message>
    <message>
        <source>A plan YAML file to open.</source>
        <translation>열 계획 YAML 파일.</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>TPU Planner cannot start</source>
        <translation>TPU Planner를 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>The built-in catalog is broken:
%1</source>
        <translation>내장 카탈로그가 손상되었습니다:
%1</translation>
    </message>
    <message>
        <source>Saved %1 (%2 ms after start)
</source>
        <translation>%1 저장됨(시작 후 %2 ms)
</translation>
    </message>
    <message>
        <source>Could not write %1
</source>
        <translation>쓸 수 없습니다: %1
</translation>
    </message>
    <message>
        <source>Language: en, ja, zh_CN or ko (default: the preference, else the system&apos;s).</source>
        <translation>언어: en, ja, zh_CN 또는 ko(기본값: 환경 설정, 없으면 시스템 언어).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; (use en, ja, zh_CN or ko)
</source>
        <translation>알 수 없는 언어 &quot;%1&quot;(en, ja, zh_CN, ko 중 하나를 사용하세요)
</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::AboutDialog</name>
    <message>
        <source>About TPU Planner</source>
        <translation>TPU Planner 정보</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;Plans the training of transformer encoders (BERT, RoBERTa, BigBird) on Cloud TPU and GPUs: whether the model fits, how long the run takes and what it costs, with the reason behind each number.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). Qt Charts, which draws the charts, is itself licensed under the GPL-3.0.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3). Catalog %4.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;Cloud TPU와 GPU에서 트랜스포머 인코더(BERT, RoBERTa, BigBird)의 훈련을 계획합니다: 모델이 메모리에 들어가는지, 실행에 얼마나 걸리고 비용이 얼마인지를 각 수치의 근거와 함께 보여 줍니다.&lt;/p&gt;&lt;p&gt;라이선스: GNU General Public License 버전 3 이상(GPL-3.0-or-later). 차트를 그리는 Qt Charts 자체는 GPL-3.0 라이선스를 따릅니다.&lt;/p&gt;&lt;p&gt;Qt %2로 빌드됨(Qt %3에서 실행 중). 카탈로그 %4.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CalibrationModel</name>
    <message>
        <source>activations × %1 at least</source>
        <translation>활성화 × %1 이상</translation>
    </message>
    <message>
        <source>activations × %1</source>
        <translation>활성화 × %1</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <source>%1
%2
Configuration: %3</source>
        <translation>%1
%2
구성: %3</translation>
    </message>
    <message>
        <source>Runtime/family</source>
        <translation>런타임/계열</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>관측 하드웨어</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>근거</translation>
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
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>디바이스당 %2 중 %1</translation>
    </message>
    <message>
        <source>Accelerator %1, host %2, storage %3</source>
        <translation>가속기 %1, 호스트 %2, 스토리지 %3</translation>
    </message>
    <message>
        <source>P10 %1 · P50 %2 · P90 %3</source>
        <translation>P10 %1 · P50 %2 · P90 %3</translation>
    </message>
    <message>
        <source>Expected cost including lost work and restarts</source>
        <translation>손실 작업과 재시작을 포함한 예상 비용</translation>
    </message>
    <message>
        <source>Price from %1 (%2): older than %3 months</source>
        <translation>가격 출처: %1 (%2): %3개월 이상 지남</translation>
    </message>
    <message>
        <source>Price from %1 (%2)</source>
        <translation>가격 출처: %1 (%2)</translation>
    </message>
    <message>
        <source>Rank by the plan&apos;s objective: candidates that fit and meet the constraints come first</source>
        <translation>계획의 목표에 따른 순위: 메모리에 들어가고 제약 조건을 만족하는 후보가 먼저 나옵니다</translation>
    </message>
    <message>
        <source>Gradient checkpointing: none, full, every k-th layer, or selective (attention only)</source>
        <translation>그레이디언트 체크포인팅: 없음, 전체, k번째 레이어마다, 선택적(어텐션만)</translation>
    </message>
    <message>
        <source>Batch per device × gradient-accumulation steps</source>
        <translation>디바이스당 배치 × 그레이디언트 누적 스텝</translation>
    </message>
    <message>
        <source>Estimated memory per device (TensorCore, chip or GPU)</source>
        <translation>디바이스(TensorCore, 칩 또는 GPU)당 추정 메모리</translation>
    </message>
    <message>
        <source>Fits in the device&apos;s memory with the safety margin kept free</source>
        <translation>안전 여유분을 비워 둔 상태로 디바이스 메모리에 들어가는지 여부</translation>
    </message>
    <message>
        <source>Wall time without preemptions (checkpoint saves included)</source>
        <translation>선점이 없을 때의 소요 시간(체크포인트 저장 포함)</translation>
    </message>
    <message>
        <source>Expected wall time with preemptions, lost work and restarts</source>
        <translation>선점, 손실 작업, 재시작을 포함한 예상 소요 시간</translation>
    </message>
    <message>
        <source>Cost without preemptions: accelerator, host VM and storage</source>
        <translation>선점이 없을 때의 비용: 가속기, 호스트 VM, 스토리지</translation>
    </message>
    <message>
        <source>Expected cost with preemptions, lost work and restarts</source>
        <translation>선점, 손실 작업, 재시작을 포함한 예상 비용</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster</source>
        <translation>파레토 프런트에 있음: 더 저렴하면서 더 빠른 다른 후보가 없음</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Ckpt.</source>
        <translation>체크포인팅</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>배치</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>들어감</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Exp. time</source>
        <translation>예상 시간</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>Exp. cost</source>
        <translation>예상 비용</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>파레토</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · offload %2</source>
        <translation>%1 · 오프로드 %2</translation>
    </message>
    <message>
        <source>How the job&apos;s devices share the model: the sharding strategy, the mesh (data × fsdp × tensor, times the slices over the data-centre network) and what host offload moves to the host</source>
        <translation>작업의 디바이스가 모델을 나누는 방식: 샤딩 전략, 메시(data × fsdp × tensor, 여기에 데이터 센터 네트워크로 결합한 슬라이스 수를 곱함), 호스트 오프로드로 호스트에 옮기는 항목</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>메시</translation>
    </message>
    <message>
        <source>Expected %1 · %2</source>
        <translation>예상 %1 · %2</translation>
    </message>
    <message>
        <source>Compute alone: %1</source>
        <translation>연산 시간만: %1</translation>
    </message>
    <message>
        <source>Seconds per optimizer step, and in parentheses the band the time model&apos;s calibration runs leave around it</source>
        <translation>옵티마이저 스텝당 초. 괄호 안은 시간 모델의 보정에 쓰인 실행들로 정해지는 그 값의 범위</translation>
    </message>
    <message>
        <source>Model FLOPs utilization of the predicted step: %1</source>
        <translation>예측한 스텝의 모델 FLOPs 활용률(MFU): %1</translation>
    </message>
    <message>
        <source>In parentheses: the band the time model&apos;s calibration leaves around it</source>
        <translation>괄호 안: 시간 모델의 보정으로 정해지는 그 값의 범위</translation>
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
        <translation>체크포인팅으로 오프로드한 활성화 %1, 호스트에 보관</translation>
    </message>
    <message>
        <source>paged optimizer states %1, outside the device total</source>
        <translation>paged 옵티마이저 상태 %1, 디바이스 합계에서 제외</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>손실을 청크 %1개로 계산(검색에서 적용)</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1 (검색에서 적용)</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8비트 AdamW</translation>
    </message>
    <message>
        <source>Price not publicly listed (%1, %2)</source>
        <translation>공개 가격 없음(%1, %2)</translation>
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
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>세대</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>칩</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>디바이스</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>USD per hour</source>
        <translation>시간당 USD</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>기준일</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>%1 usable (%2 nominal)</source>
        <translation>사용 가능 %1 (공칭 %2)</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old, stale)</source>
        <translation>
            <numerusform>%1 (%n개월 전, 오래됨)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old)</source>
        <translation>
            <numerusform>%1 (%n개월 전)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Older than %2 months: refresh it with Import Prices… (the import shows what changes before anything is written).</source>
        <translation>%1
%2개월보다 오래된 가격입니다: 가격 가져오기…로 갱신하세요(가져오기는 기록하기 전에 변경 사항을 먼저 보여 줍니다).</translation>
    </message>
    <message>
        <source>The provider publishes no price for this offering. Add the price you were quoted to a user catalog to plan with it.</source>
        <translation>제공업체가 이 상품의 가격을 공개하지 않습니다. 이 상품으로 계획하려면 견적받은 가격을 사용자 카탈로그에 추가하세요.</translation>
    </message>
    <message>
        <source>&quot;Fits&quot; is judged against the usable memory per device (what XLA lets a program allocate); the nominal figure is the vendor&apos;s.</source>
        <translation>&quot;들어감&quot; 여부는 디바이스당 사용 가능 메모리(XLA가 프로그램에 할당을 허용하는 양)를 기준으로 판단합니다. 공칭 값은 제조사가 밝힌 값입니다.</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogView</name>
    <message>
        <source>Open User Catalog…</source>
        <translation>사용자 카탈로그 열기…</translation>
    </message>
    <message>
        <source>Merge a catalog YAML file over the built-in catalog (docs/catalog.md): your own prices, regions or hardware</source>
        <translation>내장 카탈로그 위에 카탈로그 YAML 파일을 병합합니다(docs/catalog.md): 자체 가격, 리전 또는 하드웨어</translation>
    </message>
    <message>
        <source>Built-in Only</source>
        <translation>내장 카탈로그만</translation>
    </message>
    <message>
        <source>Drop the user catalog and use the built-in catalog alone</source>
        <translation>사용자 카탈로그를 해제하고 내장 카탈로그만 사용합니다</translation>
    </message>
    <message>
        <source>Filter offerings (hardware, region, pricing, source…)</source>
        <translation>상품 필터(하드웨어, 리전, 요금제, 출처…)</translation>
    </message>
    <message>
        <source>built-in only</source>
        <translation>내장 카탈로그만</translation>
    </message>
    <message>
        <source>Catalog %1 (%2). Prices older than %3 months are marked stale; hover a source for its reference.</source>
        <translation>카탈로그 %1 (%2). %3개월보다 오래된 가격은 오래됨으로 표시됩니다. 출처에 마우스를 올리면 참조 정보가 표시됩니다.</translation>
    </message>
    <message>
        <source>Open a user catalog</source>
        <translation>사용자 카탈로그 열기</translation>
    </message>
    <message>
        <source>Catalog YAML (*.yaml *.yml);;All files (*)</source>
        <translation>카탈로그 YAML (*.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The catalog file could not be used; the catalog is unchanged.
%1</source>
        <translation>카탈로그 파일을 사용할 수 없습니다. 카탈로그는 변경되지 않았습니다.
%1</translation>
    </message>
    <message>
        <source>Catalog file has an error</source>
        <translation>카탈로그 파일에 오류가 있음</translation>
    </message>
    <message>
        <source>%1

The catalog is unchanged.</source>
        <translation>%1

카탈로그는 변경되지 않았습니다.</translation>
    </message>
    <message>
        <source>Import Prices…</source>
        <translation>가격 가져오기…</translation>
    </message>
    <message>
        <source>Read a public price list (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog: the changes are shown before anything is written</source>
        <translation>공개 가격 목록(SkyPilot의 GCP vms.csv, gpuhunt의 tpu_pricing.json)을 카탈로그로 읽어 들입니다. 기록하기 전에 변경 사항을 먼저 보여 줍니다</translation>
    </message>
    <message>
        <source>Import prices from</source>
        <translation>가격을 가져올 파일</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.json);;SkyPilot GCP catalog (*.csv);;gpuhunt TPU pricing (*.json);;All files (*)</source>
        <translation>가격 목록 (*.csv *.json);;SkyPilot GCP 카탈로그 (*.csv);;gpuhunt TPU 가격 (*.json);;모든 파일 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are stale, the oldest %1 months old: refresh them with Import Prices… from a newer public price list; the import shows its changes before anything is written.</source>
        <translation>
            <numerusform>가격 %n개가 오래되었으며 가장 오래된 것은 %1개월 전입니다: 더 새로운 공개 가격 목록에서 가격 가져오기…로 갱신하세요. 가져오기는 기록하기 전에 변경 사항을 먼저 보여 줍니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CompareDialog</name>
    <message>
        <source>Compare Plans</source>
        <translation>계획 비교</translation>
    </message>
    <message>
        <source>Plan &amp;A:</source>
        <translation>계획 A(&amp;A):</translation>
    </message>
    <message>
        <source>Plan &amp;B:</source>
        <translation>계획 B(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation>맞바꾸기(&amp;S)</translation>
    </message>
    <message>
        <source>Exchanges plan A and plan B</source>
        <translation>계획 A와 계획 B를 맞바꿉니다</translation>
    </message>
    <message>
        <source>Only &amp;differences</source>
        <translation>차이점만 표시(&amp;D)</translation>
    </message>
    <message>
        <source>Inputs and chosen setup</source>
        <translation>입력 및 선택한 구성</translation>
    </message>
    <message>
        <source>Results of the chosen candidates</source>
        <translation>선택한 후보의 결과</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>현재 계획</translation>
    </message>
    <message>
        <source>Current plan (%1)</source>
        <translation>현재 계획 (%1)</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>최신</translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation>리비전 %1 · %2</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1, 리비전 %2</translation>
    </message>
    <message>
        <source>Choose two plans to compare.</source>
        <translation>비교할 계획 두 개를 선택하세요.</translation>
    </message>
    <message>
        <source>The inputs of both plans are the same.</source>
        <translation>두 계획의 입력이 같습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ, highlighted below.</source>
        <translation>
            <numerusform>입력 %n개가 다릅니다. 아래에 강조 표시되어 있습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ComparisonRowsModel</name>
    <message>
        <source>%1: the plans differ</source>
        <translation>%1: 두 계획이 다릅니다</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>섹션</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>입력</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>계획 A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>계획 B</translation>
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
        <translation>제약 조건</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>최저 비용</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>최단 시간</translation>
    </message>
    <message>
        <source>Balanced cost × time</source>
        <translation>비용 × 시간 균형</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>순위 기준</translation>
    </message>
    <message>
        <source>How the table ranks the candidates that fit: expected cost, expected time, or both.</source>
        <translation>메모리에 들어가는 후보를 표에서 정렬하는 기준: 예상 비용, 예상 시간 또는 둘 다.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>마감 시간</translation>
    </message>
    <message>
        <source>Candidates whose expected wall time exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>예상 소요 시간이 이 값을 넘는 후보는 다른 후보보다 뒤 순위로 밀리고 표시가 붙습니다. 0 = 없음.</translation>
    </message>
    <message>
        <source>$ </source>
        <translation>$ </translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>예산</translation>
    </message>
    <message>
        <source>Candidates whose expected cost exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>예상 비용이 이 값을 넘는 후보는 다른 후보보다 뒤 순위로 밀리고 표시가 붙습니다. 0 = 없음.</translation>
    </message>
    <message>
        <source>Safety margin</source>
        <translation>안전 여유분</translation>
    </message>
    <message>
        <source>Share of each device&apos;s memory kept free (0.10 = 10 %): a candidate fits only below the rest. Lower it to fit more, at the risk of running out of memory.</source>
        <translation>각 디바이스 메모리 중 비워 둘 비율(0.10 = 10%): 나머지 범위 안에 들어갈 때만 후보가 메모리에 들어가는 것으로 봅니다. 낮추면 더 많은 후보가 들어가지만 메모리가 부족해질 위험이 있습니다.</translation>
    </message>
    <message>
        <source>Change ranking</source>
        <translation>순위 기준 변경</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>마감 시간 변경</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>예산 변경</translation>
    </message>
    <message>
        <source>Change safety margin</source>
        <translation>안전 여유분 변경</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CostTimeChart</name>
    <message>
        <source>Cost against time</source>
        <translation>시간 대비 비용</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>파레토 프런트</translation>
    </message>
    <message>
        <source>No fit / constraint</source>
        <translation>들어가지 않음 / 제약 조건 위반</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>들어감</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>파레토</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>선택됨</translation>
    </message>
    <message>
        <source>Expected time (h)</source>
        <translation>예상 시간(h)</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>예상 비용(USD)</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>보정 범위</translation>
    </message>
    <message>
        <source>Price not listed</source>
        <translation>공개 가격 없음</translation>
    </message>
    <message>
        <source>Cost unknown</source>
        <translation>비용 알 수 없음</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DataPreparationView</name>
    <message>
        <source>Open Lengths File…</source>
        <translation>길이 파일 열기…</translation>
    </message>
    <message>
        <source>A file of sequence lengths in tokens: one whole number per line, or a CSV/TSV column (a &quot;count&quot; column makes each row a histogram bin). See docs/xla-readiness.md.</source>
        <translation>토큰 단위 시퀀스 길이 파일: 한 줄에 정수 하나, 또는 CSV/TSV 열(&quot;count&quot; 열이 있으면 각 행이 히스토그램 구간이 됨). docs/xla-readiness.md를 참조하세요.</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>열(&amp;C):</translation>
    </message>
    <message>
        <source>The CSV column that holds the lengths</source>
        <translation>길이가 담긴 CSV 열</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>No lengths file: open one to compare padding strategies.</source>
        <translation>길이 파일이 없습니다: 파일을 열어 패딩 전략을 비교하세요.</translation>
    </message>
    <message>
        <source>Open a file of sequence lengths</source>
        <translation>시퀀스 길이 파일 열기</translation>
    </message>
    <message>
        <source>Lengths (*.txt *.csv *.tsv);;All files (*)</source>
        <translation>길이 (*.txt *.csv *.tsv);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The lengths file could not be used: %1</source>
        <translation>길이 파일을 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>열 %1</translation>
    </message>
    <message>
        <source>Padding wastes compute and every distinct input shape is one more XLA compilation: open a file of your dataset&apos;s sequence lengths to see what each strategy costs.</source>
        <translation>패딩은 연산을 낭비하고, 서로 다른 입력 형태마다 XLA 컴파일이 한 번 더 필요합니다. 데이터 세트의 시퀀스 길이 파일을 열면 각 전략의 비용을 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another above)</source>
        <translation>열 &quot;%1&quot; (첫 번째 숫자 열. 위에서 다른 열을 선택할 수 있음)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>열 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>, counts from column &quot;%1&quot;</source>
        <translation>, 개수는 열 &quot;%1&quot;에서</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens · shortest %3, mean %4, median %5, p90 %6, p99 %7, longest %8</source>
        <translation>시퀀스 %1개, 토큰 %2 · 최단 %3, 평균 %4, 중앙값 %5, p90 %6, p99 %7, 최장 %8</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DiagnosisFixModel</name>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%2 GiB 중 %1</translation>
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
        <translation>가격 없음</translation>
    </message>
    <message>
        <source>For %1 optimizer steps</source>
        <translation>옵티마이저 스텝 %1회 기준</translation>
    </message>
    <message>
        <source>Step time against the configuration that ran out of memory</source>
        <translation>메모리가 부족했던 구성 대비 스텝 시간</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>해결책</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
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

잘못된 값: %2</translation>
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
        <translation>이름</translation>
    </message>
    <message>
        <source>Cores/chip</source>
        <translation>칩당 코어</translation>
    </message>
    <message>
        <source>Memory/chip</source>
        <translation>칩당 메모리</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Peak TFLOPS (16-bit)/chip</source>
        <translation>칩당 최대 TFLOPS(16비트)</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>대역폭 GB/s</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>슬라이스</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>기준일</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>%1 GiB (%2 usable)</source>
        <translation>%1 GiB (사용 가능 %2)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::HardwarePanel</name>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>슬라이스 및 GPU</translation>
    </message>
    <message>
        <source>TPU generations and slices (and GPUs) the search may use. A whole generation includes every slice of it; each adds candidates to the table and points to the cost-time chart.</source>
        <translation>검색에 사용할 수 있는 TPU 세대와 슬라이스(및 GPU). 세대 전체를 선택하면 그 세대의 모든 슬라이스가 포함되며, 각 항목은 표에 후보를 추가하고 비용-시간 차트에 점을 추가합니다.</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Regions whose prices are used; prices differ by region. All checked = every region.</source>
        <translation>가격을 사용할 리전. 가격은 리전마다 다릅니다. 모두 선택 = 모든 리전.</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Pricing models: on-demand, preemptible and spot (interruptible: preemptions add expected time and cost), committed use, free Colab.</source>
        <translation>요금제: 주문형, 선점형, 스팟(중단 가능: 선점으로 예상 시간과 비용이 늘어남), 약정 사용, 무료 Colab.</translation>
    </message>
    <message>
        <source>PyTorch (eager)</source>
        <translation>PyTorch (eager)</translation>
    </message>
    <message>
        <source>TensorFlow (graph)</source>
        <translation>TensorFlow (그래프)</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU 런타임</translation>
    </message>
    <message>
        <source>How GPUs run the step: PyTorch eager or TensorFlow graph mode. Changes GPU memory overheads and efficiency; TPUs always run XLA.</source>
        <translation>GPU에서 스텝을 실행하는 방식: PyTorch eager 또는 TensorFlow 그래프 모드. GPU 메모리 오버헤드와 효율이 달라집니다. TPU는 항상 XLA로 실행합니다.</translation>
    </message>
    <message>
        <source>Change GPU runtime</source>
        <translation>GPU 런타임 변경</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU(비교용)</translation>
    </message>
    <message>
        <source>Check at least one slice or GPU</source>
        <translation>슬라이스 또는 GPU를 하나 이상 선택하세요</translation>
    </message>
    <message>
        <source>Change hardware</source>
        <translation>하드웨어 변경</translation>
    </message>
    <message>
        <source>Check at least one region</source>
        <translation>리전을 하나 이상 선택하세요</translation>
    </message>
    <message>
        <source>Change regions</source>
        <translation>리전 변경</translation>
    </message>
    <message>
        <source>Check at least one pricing model</source>
        <translation>요금제를 하나 이상 선택하세요</translation>
    </message>
    <message>
        <source>Change pricing models</source>
        <translation>요금제 변경</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramChart</name>
    <message>
        <source>Tokens per sequence</source>
        <translation>시퀀스당 토큰 수</translation>
    </message>
    <message numerus="yes">
        <source>Tokens per sequence (bins of %n token(s), labelled by their longest)</source>
        <translation>
            <numerusform>시퀀스당 토큰 수(구간 크기 %n 토큰, 구간의 최댓값으로 표시)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <source>Sequence lengths: open a file</source>
        <translation>시퀀스 길이: 파일을 여세요</translation>
    </message>
    <message>
        <source>Sequence lengths, %1 sequences</source>
        <translation>시퀀스 길이, 시퀀스 %1개</translation>
    </message>
    <message>
        <source>Plan&apos;s sequence length</source>
        <translation>계획의 시퀀스 길이</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 토큰</translation>
    </message>
    <message>
        <source>%1–%2 tokens</source>
        <translation>%1–%2 토큰</translation>
    </message>
    <message>
        <source>%1: %2 sequences (%3%4)</source>
        <translation>%1: 시퀀스 %2개(%3%4)</translation>
    </message>
    <message>
        <source>Up to (tokens)</source>
        <translation>상한(토큰)</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>시퀀스</translation>
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
        <translation>카탈로그</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>Planned in %1 ms</source>
        <translation>%1 ms 만에 계획함</translation>
    </message>
    <message>
        <source>Using the built-in catalog</source>
        <translation>내장 카탈로그 사용 중</translation>
    </message>
    <message>
        <source>Using the catalog %1</source>
        <translation>카탈로그 사용 중: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>새 계획(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>계획 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Open &amp;User Catalog…</source>
        <translation>사용자 카탈로그 열기(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경설정(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>계획(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>카탈로그(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>TPU Planner 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Started with %n problem(s): see the message</source>
        <translation>
            <numerusform>문제 %n개와 함께 시작됨: 메시지를 확인하세요</numerusform>
        </translation>
    </message>
    <message>
        <source>TPU Planner started with defaults</source>
        <translation>TPU Planner가 기본값으로 시작됨</translation>
    </message>
    <message>
        <source>%1[*] — TPU Planner</source>
        <translation>%1[*] — TPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장되지 않은 변경 사항</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>계획에 저장되지 않은 변경 사항이 있습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Open a plan</source>
        <translation>계획 열기</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml);;All files (*)</source>
        <translation>계획 (*.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The plan could not be opened</source>
        <translation>계획을 열 수 없음</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>열림: %1</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml)</source>
        <translation>계획 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The plan could not be saved</source>
        <translation>계획을 저장할 수 없음</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>저장됨: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>내보냄: %1</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <source>Your calibrations are not used: %1</source>
        <translation>사용자 보정이 사용되지 않습니다: %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Paste an Error…</source>
        <translation>오류 붙여 넣기(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Read an out-of-memory error, compare it with the estimate and find the smallest fix</source>
        <translation>메모리 부족 오류를 읽고 추정치와 비교하여 가장 작은 해결책을 찾습니다</translation>
    </message>
    <message>
        <source>&amp;Import Prices…</source>
        <translation>가격 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;Lengths File…</source>
        <translation>길이 파일 열기(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>데이터(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library</source>
        <translation>계획을 계획 라이브러리에 저장합니다</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library under a new name</source>
        <translation>계획을 새 이름으로 계획 라이브러리에 저장합니다</translation>
    </message>
    <message>
        <source>Save as &amp;YAML…</source>
        <translation>YAML로 저장(&amp;Y)…</translation>
    </message>
    <message>
        <source>Writes the plan to a plan YAML file</source>
        <translation>계획을 계획 YAML 파일로 씁니다</translation>
    </message>
    <message>
        <source>Plan &amp;Library…</source>
        <translation>계획 라이브러리(&amp;L)…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Compare Plans…</source>
        <translation>계획 비교(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Writes a report of the plan and the selected candidate as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>계획과 선택한 후보의 보고서를 PDF, HTML, Markdown, CSV 또는 JSON으로 씁니다</translation>
    </message>
    <message>
        <source>Saved “%1” in the plan library</source>
        <translation>계획 라이브러리에 “%1”을(를) 저장했습니다</translation>
    </message>
    <message>
        <source>Save the plan as YAML</source>
        <translation>계획을 YAML로 저장</translation>
    </message>
    <message>
        <source>Export a report of the plan</source>
        <translation>계획 보고서 내보내기</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>보고서를 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>%1을(를) 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Opened “%1” from the plan library</source>
        <translation>계획 라이브러리에서 “%1”을(를) 열었습니다</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>서빙</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>서빙(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>앱과 tpuplan serve가 읽는 YAML 파일에 서빙 계획을 씁니다</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>서빙 계획과 선택한 구성의 보고서를 시작 명령과 함께 PDF, HTML, Markdown, CSV 또는 JSON으로 씁니다</translation>
    </message>
    <message>
        <source>The serving plan has changes that are not saved. Save them?</source>
        <translation>서빙 계획에 저장하지 않은 변경이 있습니다. 저장할까요?</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryBreakdownChart</name>
    <message>
        <source>Memory per device</source>
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>사용 가능</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>디바이스당 GiB</translation>
    </message>
    <message>
        <source>%1
%2: %3 GiB</source>
        <translation>%1
%2: %3 GiB</translation>
    </message>
    <message>
        <source>Device / usable memory</source>
        <translation>디바이스 / 사용 가능 메모리</translation>
    </message>
    <message>
        <source>Memory per device (hatched: on other devices or the host)</source>
        <translation>디바이스당 메모리(빗금: 다른 디바이스 또는 호스트에 있음)</translation>
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
        <translation>파라미터</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>그레이디언트</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>오버헤드</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>사용 가능</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 어댑터</translation>
    </message>
    <message>
        <source>LM-head logits</source>
        <translation>LM 헤드 로짓</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>샤딩 버퍼</translation>
    </message>
    <message>
        <source>On the other devices</source>
        <translation>다른 디바이스에 있음</translation>
    </message>
    <message>
        <source>On the host</source>
        <translation>호스트에 있음</translation>
    </message>
    <message>
        <source>%1: %2 GiB; paged optimizer states %3 GiB, outside the device total</source>
        <translation>%1: %2 GiB. paged 옵티마이저 상태 %3 GiB는 디바이스 합계에서 제외</translation>
    </message>
    <message>
        <source>Expert states</source>
        <translation>전문가 상태</translation>
    </message>
    <message>
        <source>#%1 stage %2</source>
        <translation>#%1 스테이지 %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryVsSeqLenChart</name>
    <message>
        <source>Memory against sequence length</source>
        <translation>시퀀스 길이별 메모리</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>이 계획</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>시퀀스 길이(토큰)</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>디바이스당 GiB</translation>
    </message>
    <message>
        <source>Memory against sequence length on %1</source>
        <translation>시퀀스 길이별 메모리(%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ModelPanel</name>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>가져오기…</translation>
    </message>
    <message>
        <source>The transformer to train: a preset, an imported config.json, or a custom architecture. Changes every memory, time and cost figure.</source>
        <translation>훈련할 트랜스포머: 프리셋, 가져온 config.json 또는 사용자 지정 아키텍처. 모든 메모리, 시간, 비용 수치가 달라집니다.</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Block-sparse (BigBird ITC)</source>
        <translation>블록 희소(BigBird ITC)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Encoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>인코더 레이어 수: 파라미터, 활성화, FLOPs가 이에 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>은닉 크기</translation>
    </message>
    <message>
        <source>Width of the model: parameters grow with its square, activations linearly.</source>
        <translation>모델의 너비: 파라미터는 그 제곱에, 활성화는 선형으로 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>어텐션 헤드</translation>
    </message>
    <message>
        <source>Heads per layer; must divide the hidden size. Attention scores are stored per head.</source>
        <translation>레이어당 헤드 수. 은닉 크기의 약수여야 합니다. 어텐션 점수는 헤드별로 저장됩니다.</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>중간 크기</translation>
    </message>
    <message>
        <source>Width of the feed-forward block (usually 4 × hidden).</source>
        <translation>피드포워드 블록의 너비(보통 4 × 은닉 크기).</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the MLM logits grow with it.</source>
        <translation>어휘의 토큰 수: 임베딩과 MLM 로짓이 이에 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Max positions</source>
        <translation>최대 위치</translation>
    </message>
    <message>
        <source>The longest sequence the model accepts.</source>
        <translation>모델이 받을 수 있는 가장 긴 시퀀스.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <source>Full attention stores seq² scores per head; block-sparse (BigBird) grows linearly with the length.</source>
        <translation>전체 어텐션은 헤드마다 seq² 개의 점수를 저장하고, 블록 희소(BigBird)는 길이에 선형으로 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>블록 크기</translation>
    </message>
    <message>
        <source>BigBird block size: sequences are padded to a multiple of it.</source>
        <translation>BigBird 블록 크기: 시퀀스를 이 값의 배수로 패딩합니다.</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>랜덤 블록</translation>
    </message>
    <message>
        <source>BigBird random blocks each query block attends to.</source>
        <translation>각 쿼리 블록이 어텐션하는 BigBird 랜덤 블록 수.</translation>
    </message>
    <message>
        <source>Parameters of the encoder with its pooler (core&apos;s count)</source>
        <translation>풀러를 포함한 인코더의 파라미터 수(core 라이브러리의 계산값)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>레이어 변경</translation>
    </message>
    <message>
        <source>Change hidden size</source>
        <translation>은닉 크기 변경</translation>
    </message>
    <message>
        <source>Change attention heads</source>
        <translation>어텐션 헤드 변경</translation>
    </message>
    <message>
        <source>Change intermediate size</source>
        <translation>중간 크기 변경</translation>
    </message>
    <message>
        <source>Change vocabulary</source>
        <translation>어휘 변경</translation>
    </message>
    <message>
        <source>Change max positions</source>
        <translation>최대 위치 변경</translation>
    </message>
    <message>
        <source>Change block size</source>
        <translation>블록 크기 변경</translation>
    </message>
    <message>
        <source>Change random blocks</source>
        <translation>랜덤 블록 변경</translation>
    </message>
    <message>
        <source>Change attention</source>
        <translation>어텐션 변경</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>사용자 지정 아키텍처</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>파일: %1</translation>
    </message>
    <message>
        <source>%1 in the encoder</source>
        <translation>인코더 파라미터 %1개</translation>
    </message>
    <message>
        <source>— (fix the marked fields)</source>
        <translation>— (표시된 필드를 수정하세요)</translation>
    </message>
    <message>
        <source>Use a custom architecture</source>
        <translation>사용자 지정 아키텍처 사용</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>모델 %1 선택</translation>
    </message>
    <message>
        <source>Import a model configuration</source>
        <translation>모델 구성 가져오기</translation>
    </message>
    <message>
        <source>Model configurations (*.json *.yaml *.yml);;All files (*)</source>
        <translation>모델 구성 (*.json *.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 가져오기 실패: %2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>모델 %1 가져오기</translation>
    </message>
    <message>
        <source>Change key/value heads</source>
        <translation>키/값 헤드 변경</translation>
    </message>
    <message>
        <source>Change head dimension</source>
        <translation>헤드 차원 변경</translation>
    </message>
    <message>
        <source>Change tied embeddings</source>
        <translation>임베딩 공유 변경</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (bert, roberta, big_bird, llama, mistral, qwen2, gemma, gemma2, gpt2, …) or a model YAML file</source>
        <translation>Hugging Face config.json(bert, roberta, big_bird, llama, mistral, qwen2, gemma, gemma2, gpt2, …) 또는 모델 YAML 파일을 읽습니다</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>An encoder (BERT family: bidirectional, masked-LM or classification heads) or a decoder language model (causal attention, trained with the causal-LM head).</source>
        <translation>인코더(BERT 계열: 양방향, masked-LM 또는 분류 헤드) 또는 디코더 언어 모델(인과 어텐션, causal-LM 헤드로 훈련).</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>키/값 헤드</translation>
    </message>
    <message>
        <source>Grouped-query attention: heads of the keys and values (num_key_value_heads); fewer than the attention heads make the k and v projections smaller.</source>
        <translation>Grouped-query attention: 키와 값의 헤드 수(num_key_value_heads). 어텐션 헤드보다 적으면 k 및 v 프로젝션이 작아집니다.</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>헤드 차원</translation>
    </message>
    <message>
        <source>Width of one attention head (head_dim): hidden size / heads unless the config gives one (Gemma: 256).</source>
        <translation>어텐션 헤드 하나의 너비(head_dim): 구성에 값이 없으면 은닉 크기 / 헤드 수(Gemma: 256).</translation>
    </message>
    <message>
        <source>Shared with the input</source>
        <translation>입력과 공유</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>임베딩 공유</translation>
    </message>
    <message>
        <source>tie_word_embeddings: an untied output projection adds vocabulary × hidden parameters.</source>
        <translation>tie_word_embeddings: 공유하지 않는 출력 프로젝션은 어휘 × 은닉 크기만큼 파라미터를 추가합니다.</translation>
    </message>
    <message>
        <source>Decoder (causal language model)</source>
        <translation>디코더(인과 언어 모델)</translation>
    </message>
    <message>
        <source>Decoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>디코더 레이어 수: 파라미터, 활성화, FLOPs가 이에 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the causal-LM logits (often the largest activation) grow with it.</source>
        <translation>어휘의 토큰 수: 임베딩과 causal-LM 로짓(대개 가장 큰 활성화)이 이에 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>Encoder (BERT family)</source>
        <translation>인코더(BERT 계열)</translation>
    </message>
    <message>
        <source>Encoders (BERT family)</source>
        <translation>인코더(BERT 계열)</translation>
    </message>
    <message>
        <source>Decoders (LLMs)</source>
        <translation>디코더(LLM)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>파라미터 %1개</translation>
    </message>
    <message>
        <source>Embeddings %1 · layers %2 · head %3 (the final norm and an untied output projection; core&apos;s count)</source>
        <translation>임베딩 %1 · 레이어 %2 · 헤드 %3 (최종 정규화와 공유하지 않는 출력 프로젝션, 코어의 집계 기준)</translation>
    </message>
    <message>
        <source>Layer stack</source>
        <translation>레이어 스택</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>부분별</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>파라미터 %1개, 토큰당 활성 %2개</translation>
    </message>
    <message>
        <source>Active: both embedding matrices counted, as Mistral, Qwen, Meta and Megatron count; %1 without the input embedding (OpenAI, DeepSeek), %2 without embeddings. Embeddings %3 · layers %4 · head %5 (core&apos;s count)</source>
        <translation>활성: Mistral, Qwen, Meta, Megatron의 집계 방식처럼 두 임베딩 행렬을 모두 포함. 입력 임베딩 제외 %1 (OpenAI, DeepSeek), 임베딩 제외 %2. 임베딩 %3 · 레이어 %4 · 헤드 %5 (코어의 집계 기준)</translation>
    </message>
    <message>
        <source>Change experts per token</source>
        <translation>토큰당 전문가 수 변경</translation>
    </message>
    <message>
        <source>Change expert width</source>
        <translation>전문가 너비 변경</translation>
    </message>
    <message>
        <source>Change shared expert width</source>
        <translation>공유 전문가 너비 변경</translation>
    </message>
    <message>
        <source>Change dense first layers</source>
        <translation>앞쪽 밀집형 레이어 변경</translation>
    </message>
    <message>
        <source>Change experts</source>
        <translation>전문가 변경</translation>
    </message>
    <message>
        <source>Dense MLP width</source>
        <translation>밀집형 MLP 너비</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward block of the layers without experts (intermediate_size in qwen*_moe and deepseek, intermediate_size_mlp in llama4); not used when every layer is an MoE layer. The routed experts&apos; width is the expert width.</source>
        <translation>전문가가 없는 레이어의 밀집형 피드포워드 블록 너비(qwen*_moe와 deepseek에서는 intermediate_size, llama4에서는 intermediate_size_mlp). 모든 레이어가 MoE 레이어이면 사용하지 않습니다. 라우팅 전문가의 너비는 전문가 너비입니다.</translation>
    </message>
    <message>
        <source>0 (dense)</source>
        <translation>0 (밀집형)</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0 (없음)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>전문가</translation>
    </message>
    <message>
        <source>Routed experts of each MoE layer, E (num_local_experts in mixtral, gpt_oss, llama4; num_experts in qwen*_moe, olmoe; n_routed_experts in deepseek); 0 = a dense model. Every expert&apos;s weights and optimizer states are kept; only the chosen ones compute.</source>
        <translation>각 MoE 레이어의 라우팅 전문가 수, E(mixtral, gpt_oss, llama4에서는 num_local_experts, qwen*_moe, olmoe에서는 num_experts, deepseek에서는 n_routed_experts). 0 = 밀집형 모델. 모든 전문가의 가중치와 옵티마이저 상태를 보관하지만, 연산은 선택된 전문가만 수행합니다.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>토큰당 전문가 수</translation>
    </message>
    <message>
        <source>Experts each token is routed to, K (num_experts_per_tok; gpt_oss also experts_per_token): between 1 and the number of experts. Sets the active parameters, the FLOPs and the all-to-all traffic.</source>
        <translation>각 토큰이 라우팅되는 전문가 수, K(num_experts_per_tok, gpt_oss에서는 experts_per_token도 사용): 1에서 전문가 수 사이. 활성 파라미터, FLOPs, all-to-all 트래픽을 결정합니다.</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>전문가 너비</translation>
    </message>
    <message>
        <source>Intermediate width of one routed expert, I_e (moe_intermediate_size in qwen*_moe and deepseek; intermediate_size in mixtral, olmoe, gpt_oss, llama4).</source>
        <translation>라우팅 전문가 하나의 중간 너비, I_e(qwen*_moe와 deepseek에서는 moe_intermediate_size, mixtral, olmoe, gpt_oss, llama4에서는 intermediate_size).</translation>
    </message>
    <message>
        <source>Shared expert width</source>
        <translation>공유 전문가 너비</translation>
    </message>
    <message>
        <source>Width of the shared expert(s) together, I_s, which every token passes through (shared_expert_intermediate_size in qwen2_moe; n_shared_experts × moe_intermediate_size in deepseek; llama4: one expert of intermediate_size); 0 = none.</source>
        <translation>모든 토큰이 거치는 공유 전문가 전체의 너비, I_s(qwen2_moe에서는 shared_expert_intermediate_size, deepseek에서는 n_shared_experts × moe_intermediate_size, llama4: intermediate_size 너비의 전문가 하나). 0 = 없음.</translation>
    </message>
    <message>
        <source>Dense first layers</source>
        <translation>앞쪽 밀집형 레이어</translation>
    </message>
    <message>
        <source>The first layers keep a dense MLP of the dense MLP width (first_k_dense_replace in deepseek); the others are MoE layers.</source>
        <translation>앞쪽 레이어는 밀집형 MLP 너비의 밀집형 MLP를 유지합니다(deepseek에서는 first_k_dense_replace). 나머지는 MoE 레이어입니다.</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::OomFactModel</name>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>%1 (%2): %3 bytes</source>
        <translation>%1 (%2): %3바이트</translation>
    </message>
    <message>
        <source>%1 (%2): the message does not say</source>
        <translation>%1 (%2): 메시지에 나와 있지 않음</translation>
    </message>
    <message>
        <source>The message says</source>
        <translation>메시지 내용</translation>
    </message>
    <message>
        <source>As printed</source>
        <translation>출력된 그대로</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingChart</name>
    <message>
        <source>%1: %2 padding, %3 throughput cost</source>
        <translation>%1: 패딩 %2, 처리량 비용 %3</translation>
    </message>
    <message>
        <source>Padding, % of the computed tokens</source>
        <translation>패딩(계산한 토큰 중 %)</translation>
    </message>
    <message>
        <source>Padding, % of computed tokens (green: recommended)</source>
        <translation>패딩(계산한 토큰 중 %, 초록색: 권장)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingPanel</name>
    <message>
        <source>No lengths yet: the strategies appear here.</source>
        <translation>아직 길이가 없습니다: 전략이 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;권장: %1.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;If examples must stay whole: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;예제를 온전히 유지해야 하는 경우: %1.&lt;/b&gt; %2</translation>
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
        <translation>%1 — 권장</translation>
    </message>
    <message>
        <source>%1 tokens: %2 of the steps</source>
        <translation>%1 토큰: 스텝의 %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation.
%1</source>
        <translation>한 에포크 동안 나타나는 서로 다른 입력 형태 수: 형태마다 XLA 컴파일이 한 번 필요합니다.
%1</translation>
    </message>
    <message>
        <source>Share of the computed tokens that are padding</source>
        <translation>계산한 토큰 중 패딩의 비율</translation>
    </message>
    <message numerus="yes">
        <source>Real (not padding) tokens one step of %n sequence(s) trains on</source>
        <translation>
            <numerusform>시퀀스 %n개로 이루어진 한 스텝에서 훈련하는 실제(패딩이 아닌) 토큰 수</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra compute per real token: +100% would halve the training throughput</source>
        <translation>실제 토큰당 추가 연산: +100%이면 훈련 처리량이 절반이 됩니다</translation>
    </message>
    <message>
        <source>%1 tokens of %2 sequences are cut off</source>
        <translation>시퀀스 %2개의 토큰 %1개가 잘립니다</translation>
    </message>
    <message>
        <source>No token is cut off</source>
        <translation>잘리는 토큰이 없습니다</translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation (~: expected for random batches)</source>
        <translation>한 에포크 동안 나타나는 서로 다른 입력 형태 수: 형태마다 XLA 컴파일이 한 번 필요합니다(~: 무작위 배치의 기댓값)</translation>
    </message>
    <message>
        <source>Real (not padding) tokens one step trains on</source>
        <translation>한 스텝에서 훈련하는 실제(패딩이 아닌) 토큰 수</translation>
    </message>
    <message>
        <source>Tokens cut off by the strategy</source>
        <translation>전략 때문에 잘리는 토큰</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>형태</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <source>Real tokens/step</source>
        <translation>실제 토큰/스텝</translation>
    </message>
    <message>
        <source>Throughput cost</source>
        <translation>처리량 비용</translation>
    </message>
    <message>
        <source>Truncated</source>
        <translation>잘림</translation>
    </message>
    <message>
        <source>longest (%1)</source>
        <translation>최장 길이 (%1)</translation>
    </message>
    <message>
        <source>fixed %1</source>
        <translation>고정 %1</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>%1의 배수</translation>
    </message>
    <message>
        <source>%1 buckets</source>
        <translation>버킷 %1개</translation>
    </message>
    <message>
        <source>packing %1</source>
        <translation>패킹 %1</translation>
    </message>
    <message>
        <source>Padding (% of computed tokens)</source>
        <translation>패딩(계산한 토큰 중 %)</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>권장</translation>
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
        <translation>예상 시간(h)</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>예상 비용(USD)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PasteErrorDialog</name>
    <message>
        <source>Load an error message</source>
        <translation>오류 메시지 불러오기</translation>
    </message>
    <message>
        <source>Logs and text (*.txt *.log);;All files (*)</source>
        <translation>로그 및 텍스트 (*.txt *.log);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Paste an Error</source>
        <translation>오류 붙여 넣기</translation>
    </message>
    <message>
        <source>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</source>
        <translation>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>파일 불러오기(&amp;L)…</translation>
    </message>
    <message>
        <source>Read the message from a log file (UTF-8 text, at most 4 MiB)</source>
        <translation>로그 파일에서 메시지를 읽습니다(UTF-8 텍스트, 최대 4 MiB)</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>지우기(&amp;E)</translation>
    </message>
    <message>
        <source>The run that failed</source>
        <translation>실패한 실행</translation>
    </message>
    <message>
        <source>%1, %2 tokens, %3 head, %4 (from the plan)</source>
        <translation>%1, %2 토큰, %3 헤드, %4 (계획에서 가져옴)</translation>
    </message>
    <message>
        <source>&amp;Hardware:</source>
        <translation>하드웨어(&amp;H):</translation>
    </message>
    <message>
        <source>The slice or GPU the run failed on (the selected candidate&apos;s by default)</source>
        <translation>실행이 실패한 슬라이스 또는 GPU(기본값: 선택한 후보의 하드웨어)</translation>
    </message>
    <message>
        <source>&amp;Batch per device:</source>
        <translation>디바이스당 배치(&amp;B):</translation>
    </message>
    <message>
        <source>Sequences per device in one forward and backward pass</source>
        <translation>한 번의 순전파와 역전파에서 디바이스당 처리하는 시퀀스 수</translation>
    </message>
    <message>
        <source>&amp;Accumulation steps:</source>
        <translation>누적 스텝(&amp;A):</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (1 = none)</source>
        <translation>실행의 그레이디언트 누적 스텝 수(1 = 누적 없음)</translation>
    </message>
    <message>
        <source>&amp;Checkpointing:</source>
        <translation>체크포인팅(&amp;C):</translation>
    </message>
    <message>
        <source>Gradient checkpointing of the run</source>
        <translation>실행의 그레이디언트 체크포인팅</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>정밀도(&amp;R):</translation>
    </message>
    <message>
        <source>Precision of the run</source>
        <translation>실행의 정밀도</translation>
    </message>
    <message>
        <source>Lines not understood (⚠: inside the message)</source>
        <translation>이해하지 못한 줄(⚠: 메시지 내부)</translation>
    </message>
    <message>
        <source>What the Message Says</source>
        <translation>메시지 내용</translation>
    </message>
    <message>
        <source>Stored Calibrations (%1)</source>
        <translation>저장된 보정 (%1)</translation>
    </message>
    <message>
        <source>Corrections learnt from real runs, kept in %1. The plan applies the one for its runtime and model family and says so above the results; remove one to use the built-in model again.</source>
        <translation>실제 실행에서 얻은 보정값으로, %1에 보관됩니다. 계획은 해당 런타임과 모델 계열의 보정을 적용하고 결과 위에 그 사실을 표시합니다. 내장 모델을 다시 사용하려면 보정을 제거하세요.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected calibration: the built-in model applies again</source>
        <translation>선택한 보정을 제거합니다: 내장 모델이 다시 적용됩니다</translation>
    </message>
    <message>
        <source>Estimate against observation</source>
        <translation>추정치 대 관측치</translation>
    </message>
    <message>
        <source>Smallest changes that fit, ranked</source>
        <translation>메모리에 들어가는 가장 작은 변경 사항(순위순)</translation>
    </message>
    <message>
        <source>Apply &amp;This Fix</source>
        <translation>이 해결책 적용(&amp;T)</translation>
    </message>
    <message>
        <source>Ca&amp;librate</source>
        <translation>보정(&amp;L)</translation>
    </message>
    <message>
        <source>Store the correction with its evidence in %1: the plan then uses it for this runtime and model family, and says so</source>
        <translation>보정값을 근거와 함께 %1에 저장합니다: 이후 계획은 이 런타임과 모델 계열에 이 보정을 사용하고 그 사실을 표시합니다</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>붙여 넣은 텍스트</translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation>%1 · %2%3</translation>
    </message>
    <message numerus="yes">
        <source> · the message appears %n times</source>
        <translation>
            <numerusform> · 메시지가 %n번 나타남</numerusform>
        </translation>
    </message>
    <message>
        <source>No out-of-memory message recognised: paste the error with the lines around &quot;Ran out of memory&quot;, &quot;Resource exhausted&quot; or &quot;CUDA out of memory&quot;.</source>
        <translation>메모리 부족 메시지를 인식하지 못했습니다: &quot;Ran out of memory&quot;, &quot;Resource exhausted&quot; 또는 &quot;CUDA out of memory&quot; 주변 줄과 함께 오류를 붙여 넣으세요.</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2: %3</translation>
    </message>
    <message>
        <source>Inside the message and not understood: a mangled field, most likely</source>
        <translation>메시지 내부에 있지만 이해하지 못함: 필드가 손상되었을 가능성이 큽니다</translation>
    </message>
    <message>
        <source>Context around the message</source>
        <translation>메시지 주변 내용</translation>
    </message>
    <message>
        <source>Paste a message, or load one from a file.</source>
        <translation>메시지를 붙여 넣거나 파일에서 불러오세요.</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>관측치</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>추정치</translation>
    </message>
    <message>
        <source>parameters %1, gradients %2, optimizer states %3, activations %4, runtime %5</source>
        <translation>파라미터 %1, 그레이디언트 %2, 옵티마이저 상태 %3, 활성화 %4, 런타임 %5</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>%1%2 GiB (%3%4%)</source>
        <translation>%1%2 GiB (%3%4%)</translation>
    </message>
    <message>
        <source>observed − estimated</source>
        <translation>관측치 − 추정치</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>× %1 at least</source>
        <translation>× %1 이상</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>activation factor %1 → %2. %3</source>
        <translation>활성화 계수 %1 → %2. %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>&lt;p&gt;The estimate for the run, against what the message says it needed, appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;실행에 대한 추정치를 메시지에 나온 필요량과 비교한 결과가 여기에 표시됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The calibration file cannot be used: %1</source>
        <translation>보정 파일을 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>해결책 적용: %1</translation>
    </message>
    <message>
        <source>Applied &quot;%1&quot; to the plan&apos;s inputs (Edit ▸ Undo takes it back).</source>
        <translation>계획의 입력에 &quot;%1&quot;을(를) 적용했습니다(편집 ▸ 실행 취소로 되돌릴 수 있음).</translation>
    </message>
    <message>
        <source>&lt;p&gt;No change within the search fits this model on this hardware.&lt;/p&gt;</source>
        <translation>&lt;p&gt;검색 범위 안에서는 이 모델이 이 하드웨어에 들어가게 하는 변경이 없습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;How&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;방법&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plan&apos;s inputs already allow this, or it is not an input of the plan</source>
        <translation>계획의 입력이 이미 이를 허용하거나, 계획의 입력 항목이 아닙니다</translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation>체크포인팅: %1</translation>
    </message>
    <message>
        <source>precision: %1</source>
        <translation>정밀도: %1</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>옵티마이저: %1</translation>
    </message>
    <message>
        <source>accumulation up to %1 steps</source>
        <translation>최대 %1 스텝까지 누적</translation>
    </message>
    <message>
        <source>hardware: %1</source>
        <translation>하드웨어: %1</translation>
    </message>
    <message>
        <source>regions: also %1</source>
        <translation>리전: %1도 포함</translation>
    </message>
    <message>
        <source>Sets the plan&apos;s %1 (one undo step)</source>
        <translation>계획의 %1을(를) 설정합니다(실행 취소 한 번으로 되돌릴 수 있음)</translation>
    </message>
    <message>
        <source>A stored calibration applies to the plan: %1, activations × %2 (%3). This diagnosis compares the built-in model with the message, so calibrating again replaces it rather than compounding it.</source>
        <translation>저장된 보정이 계획에 적용되어 있습니다: %1, 활성화 × %2 (%3). 이 진단은 내장 모델을 메시지와 비교하므로, 다시 보정하면 기존 보정에 누적되지 않고 이를 대체합니다.</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <source>No calibration to store: %1</source>
        <translation>저장할 보정이 없습니다: %1</translation>
    </message>
    <message>
        <source>The calibration was not stored: %1</source>
        <translation>보정을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 (activations × %2) in %3; the plan now uses it.</source>
        <translation>%1에 대한 보정값(활성화 × %2)을 %3에 저장했습니다. 이제 계획에서 이 보정을 사용합니다.</translation>
    </message>
    <message>
        <source>The calibration was not removed: %1</source>
        <translation>보정을 제거하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Removed the calibration %1; the built-in model applies again.</source>
        <translation>보정 %1을(를) 제거했습니다. 내장 모델이 다시 적용됩니다.</translation>
    </message>
    <message>
        <source>Estimate and Fixes</source>
        <translation>추정치 및 해결책</translation>
    </message>
    <message>
        <source>&amp;Paste the out-of-memory error of a run that failed (XLA on TPU from TensorFlow, JAX or PyTorch/XLA; PyTorch or TensorFlow on CUDA), or the compiler&apos;s memory figure (JAX memory_analysis(), MaxText train_compile.py):</source>
        <translation>실패한 실행의 메모리 부족 오류(TensorFlow, JAX 또는 PyTorch/XLA에서 TPU의 XLA, CUDA의 PyTorch 또는 TensorFlow) 또는 컴파일러의 메모리 수치(JAX memory_analysis(), MaxText train_compile.py)를 붙여 넣으세요(&amp;P):</translation>
    </message>
    <message>
        <source>The compiler&apos;s memory figure for one device (%1): compared with the estimate below.</source>
        <translation>디바이스 1개에 대한 컴파일러의 메모리 수치(%1): 아래 추정치와 비교합니다.</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>컴파일러</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>디바이스</translation>
    </message>
    <message>
        <source>Ran out of</source>
        <translation>부족한 메모리</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;What to change first, for the memory that ran out (%1)&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;부족해진 메모리(%1)에 대해 먼저 바꿀 것&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What ran out is not the device memory the plan estimates: no configuration change is searched. The advice above says what to change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;부족해진 것은 계획이 추정하는 디바이스 메모리가 아닙니다: 구성 변경 사항은 검색하지 않습니다. 무엇을 바꿔야 하는지는 위의 조언을 참고하세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>sharding: %1</source>
        <translation>샤딩: %1</translation>
    </message>
    <message>
        <source>offload: %1</source>
        <translation>오프로드: %1</translation>
    </message>
    <message>
        <source>GPUs per job: %1</source>
        <translation>작업당 GPU: %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanDocument</name>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (리비전 %2)</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>제목 없는 계획</translation>
    </message>
    <message>
        <source>Change data preparation</source>
        <translation>데이터 준비 변경</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibrary</name>
    <message>
        <source>The plan library is in use</source>
        <translation>계획 라이브러리가 사용 중입니다</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Continue Without the Library</source>
        <translation>라이브러리 없이 계속</translation>
    </message>
    <message>
        <source>The plan library is damaged</source>
        <translation>계획 라이브러리가 손상되었습니다</translation>
    </message>
    <message>
        <source>%1

Keep the damaged file aside and start a new library?</source>
        <translation>%1

손상된 파일을 따로 보관하고 새 라이브러리를 시작하시겠습니까?</translation>
    </message>
    <message>
        <source>A new plan library was started</source>
        <translation>새 계획 라이브러리를 시작했습니다</translation>
    </message>
    <message>
        <source>The damaged library was kept as “%1”. A new, empty library was started at “%2”.</source>
        <translation>손상된 라이브러리는 “%1” 이름으로 보관했습니다. “%2”에 비어 있는 새 라이브러리를 시작했습니다.</translation>
    </message>
    <message>
        <source>The plan library can be browsed and its plans opened; save plans as YAML files meanwhile.</source>
        <translation>계획 라이브러리를 탐색하고 계획을 열 수는 있습니다. 그동안 계획은 YAML 파일로 저장하세요.</translation>
    </message>
    <message>
        <source>TPU Planner works without the library; plans can be opened and saved as YAML files.</source>
        <translation>TPU Planner는 라이브러리 없이도 작동합니다. 계획은 YAML 파일로 열고 저장할 수 있습니다.</translation>
    </message>
    <message>
        <source>The plan library is not available</source>
        <translation>계획 라이브러리를 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>제목 없는 계획</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>열려 있는 계획 라이브러리가 없습니다.</translation>
    </message>
    <message>
        <source>The plan cannot be saved in the library</source>
        <translation>계획을 라이브러리에 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>%1

Save the plan as a YAML file instead?</source>
        <translation>%1

대신 계획을 YAML 파일로 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>The plan was not saved</source>
        <translation>계획을 저장하지 않았습니다</translation>
    </message>
    <message>
        <source>Save the plan in the library</source>
        <translation>라이브러리에 계획 저장</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>계획 이름:</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibraryDialog</name>
    <message>
        <source>Plan Library</source>
        <translation>계획 라이브러리</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Open the plan library again</source>
        <translation>계획 라이브러리 다시 열기</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>검색(&amp;S):</translation>
    </message>
    <message>
        <source>Name, model or hardware</source>
        <translation>이름, 모델 또는 하드웨어</translation>
    </message>
    <message>
        <source>Every word must occur in the plan&apos;s name, model, hardware or tags; case and width are ignored</source>
        <translation>모든 단어가 계획의 이름, 모델, 하드웨어 또는 태그에 있어야 합니다. 대소문자와 전각/반각은 구분하지 않습니다</translation>
    </message>
    <message>
        <source>Selected plan</source>
        <translation>선택한 계획</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>메모(&amp;N):</translation>
    </message>
    <message>
        <source>What this plan is for, what was decided…</source>
        <translation>이 계획의 용도, 결정한 사항…</translation>
    </message>
    <message>
        <source>Save &amp;Notes</source>
        <translation>메모 저장(&amp;N)</translation>
    </message>
    <message>
        <source>Saves the notes as a new revision of the plan (the inputs stay as saved)</source>
        <translation>메모를 계획의 새 리비전으로 저장합니다(입력은 저장된 그대로 유지)</translation>
    </message>
    <message>
        <source>&amp;History:</source>
        <translation>기록(&amp;H):</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>리비전</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>저장 시각</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>Open &amp;Revision</source>
        <translation>리비전 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Opens the selected revision in the main window; saving it makes a new revision</source>
        <translation>선택한 리비전을 기본 창에서 엽니다. 저장하면 새 리비전이 만들어집니다</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>숨기기</translation>
    </message>
    <message>
        <source>Undo Delete</source>
        <translation>삭제 취소</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>열기(&amp;O)</translation>
    </message>
    <message>
        <source>Opens the plan in the main window</source>
        <translation>계획을 기본 창에서 엽니다</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>이름 바꾸기(&amp;N)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>복제(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Removes the plan from the list; Undo brings it back</source>
        <translation>목록에서 계획을 제거합니다. 실행 취소로 되돌릴 수 있습니다</translation>
    </message>
    <message>
        <source>&amp;Compare with Current…</source>
        <translation>현재 계획과 비교(&amp;C)…</translation>
    </message>
    <message>
        <source>Compares the plan in the main window with the selected plan, side by side</source>
        <translation>기본 창의 계획과 선택한 계획을 나란히 비교합니다</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>열려 있는 계획 라이브러리가 없습니다.</translation>
    </message>
    <message>
        <source>The plan library is not available. %1</source>
        <translation>계획 라이브러리를 사용할 수 없습니다. %1</translation>
    </message>
    <message>
        <source>The plan library is read-only: plans can be opened, not changed.</source>
        <translation>계획 라이브러리가 읽기 전용입니다: 계획을 열 수는 있지만 변경할 수는 없습니다.</translation>
    </message>
    <message>
        <source>No saved plans yet: File ▸ Save As saves the plan in the library.</source>
        <translation>아직 저장된 계획이 없습니다: 파일 ▸ 다른 이름으로 저장으로 계획을 라이브러리에 저장하세요.</translation>
    </message>
    <message>
        <source>No plan matches the search.</source>
        <translation>검색과 일치하는 계획이 없습니다.</translation>
    </message>
    <message>
        <source>%1 · %2 · created %3</source>
        <translation>%1 · %2 · 생성 %3</translation>
    </message>
    <message>
        <source>%1 (latest)</source>
        <translation>%1 (최신)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Saved by TPU Planner %1 with catalog %2</source>
        <translation>TPU Planner %1에서 카탈로그 %2로 저장함</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>“%1”을(를) 삭제했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted “%1” and %n other plan(s).</source>
        <translation>
            <numerusform>“%1” 및 다른 계획 %n개를 삭제했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename the plan</source>
        <translation>계획 이름 바꾸기</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>“%1”의 새 이름:</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanListModel</name>
    <message>
        <source>any</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>리비전</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>수정 날짜</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionPanel</name>
    <message>
        <source>Preemption</source>
        <translation>선점</translation>
    </message>
    <message>
        <source> / h</source>
        <translation> / h</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>선점률</translation>
    </message>
    <message>
        <source>Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and restarts, and a shorter checkpoint interval (Young/Daly).</source>
        <translation>선점형, 스팟, Colab 머신에서 시간당 예상 선점 횟수: 손실 작업과 재시작이 늘고 체크포인트 간격이 짧아집니다(Young/Daly).</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>체크포인트 쓰기</translation>
    </message>
    <message>
        <source>Minutes to save a training checkpoint to storage: sets the checkpoint interval and its overhead.</source>
        <translation>훈련 체크포인트를 스토리지에 저장하는 데 걸리는 시간(분): 체크포인트 간격과 그 오버헤드를 결정합니다.</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>재시작 시간</translation>
    </message>
    <message>
        <source>Minutes from a preemption to training again: a new VM/TPU, start-up and XLA compilation.</source>
        <translation>선점된 뒤 훈련을 재개하기까지 걸리는 시간(분): 새 VM/TPU, 시작, XLA 컴파일.</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Preemptible limit</source>
        <translation>선점형 시간 제한</translation>
    </message>
    <message>
        <source>Preemptible machines stop after this long (24 h on Google Cloud): each stop is a restart.</source>
        <translation>선점형 머신은 이 시간이 지나면 중지됩니다(Google Cloud에서는 24 h): 중지될 때마다 재시작해야 합니다.</translation>
    </message>
    <message>
        <source>Change preemption rate</source>
        <translation>선점률 변경</translation>
    </message>
    <message>
        <source>Change checkpoint write time</source>
        <translation>체크포인트 쓰기 시간 변경</translation>
    </message>
    <message>
        <source>Change restart time</source>
        <translation>재시작 시간 변경</translation>
    </message>
    <message>
        <source>Change preemptible limit</source>
        <translation>선점형 시간 제한 변경</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadChart</name>
    <message>
        <source>Time and cost under preemption</source>
        <translation>선점 시 시간과 비용</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>비용(USD)</translation>
    </message>
    <message>
        <source>Uninterrupted (h)</source>
        <translation>중단 없음(h)</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Time and cost: never preempted (%1)</source>
        <translation>시간과 비용: 선점 없음(%1)</translation>
    </message>
    <message numerus="yes">
        <source>Under preemption, %n simulated run(s): %1</source>
        <translation>
            <numerusform>선점 시, 시뮬레이션 실행 %n회: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Time and cost under preemption (%1)</source>
        <translation>선점 시 시간과 비용(%1)</translation>
    </message>
    <message>
        <source>Calibration band: %1, %2</source>
        <translation>보정 범위: %1, %2</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>보정 범위</translation>
    </message>
    <message>
        <source>Cost: not listed</source>
        <translation>비용: 비공개</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadModel</name>
    <message>
        <source>Hours</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>비용(USD)</translation>
    </message>
    <message>
        <source>Uninterrupted</source>
        <translation>중단 없음</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>예상</translation>
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
        <translation>시간, 범위 하한</translation>
    </message>
    <message>
        <source>Hours, band high</source>
        <translation>시간, 범위 상한</translation>
    </message>
    <message>
        <source>Cost, band low</source>
        <translation>비용, 범위 하한</translation>
    </message>
    <message>
        <source>Cost, band high</source>
        <translation>비용, 범위 상한</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>공개 가격 없음</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <source>Share of device memory kept free in new plans (0.10 = 10 %)</source>
        <translation>새 계획에서 비워 둘 디바이스 메모리 비율(0.10 = 10%)</translation>
    </message>
    <message>
        <source>How many ranked candidates the table and the cost-time chart list</source>
        <translation>표와 비용-시간 차트에 표시할 순위별 후보 수</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>Safety margin of new plans</source>
        <translation>새 계획의 안전 여유분</translation>
    </message>
    <message>
        <source>Candidates shown</source>
        <translation>표시할 후보 수</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language of the window, the reports and the messages; numbers, money and dates follow it too. Changes at once.</source>
        <translation>창, 보고서, 메시지의 언어입니다. 숫자, 금액, 날짜 형식도 따라 바뀝니다. 즉시 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceDiffModel</name>
    <message>
        <source>new</source>
        <translation>신규</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>변경됨</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>변경 없음</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>사라짐</translation>
    </message>
    <message>
        <source>%1$%2</source>
        <translation>%1$%2</translation>
    </message>
    <message>
        <source>per chip</source>
        <translation>칩당</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>슬라이스당</translation>
    </message>
    <message>
        <source>older: imported price of %1, current one of %2</source>
        <translation>더 오래됨: 가져온 가격은 %1 기준, 현재 가격은 %2 기준</translation>
    </message>
    <message>
        <source>restated: now cites the import</source>
        <translation>재기재: 이제 이 가져오기를 출처로 표시</translation>
    </message>
    <message>
        <source>imported %1, no longer in the file</source>
        <translation>%1에 가져왔으나 이제 파일에 없음</translation>
    </message>
    <message>
        <source>%1 · %2 · %3
source %4, as of %5</source>
        <translation>%1 · %2 · %3
출처 %4, %5 기준</translation>
    </message>
    <message>
        <source>now: %1, source %2, as of %3</source>
        <translation>현재: %1, 출처 %2, %3 기준</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>요금제</translation>
    </message>
    <message>
        <source>Now (USD/h)</source>
        <translation>현재 (USD/h)</translation>
    </message>
    <message>
        <source>Imported (USD/h)</source>
        <translation>가져옴 (USD/h)</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>Difference (%)</source>
        <translation>차이 (%)</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>비교 결과</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>참고</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportDialog</name>
    <message>
        <source>Import Prices</source>
        <translation>가격 가져오기</translation>
    </message>
    <message>
        <source>&lt;b&gt;Price file:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;가격 파일:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>자동 감지</translation>
    </message>
    <message>
        <source>SkyPilot&apos;s GCP catalog (vms.csv) or gpuhunt&apos;s tpu_pricing.json; detected from the content by default</source>
        <translation>SkyPilot의 GCP 카탈로그(vms.csv) 또는 gpuhunt의 tpu_pricing.json. 기본적으로 내용에서 감지합니다</translation>
    </message>
    <message>
        <source>Prices &amp;as of:</source>
        <translation>가격 기준일(&amp;A):</translation>
    </message>
    <message>
        <source>the file&apos;s date</source>
        <translation>파일 날짜</translation>
    </message>
    <message>
        <source>Date the prices by the file&apos;s modification date; clear it to give the date yourself</source>
        <translation>파일 수정 날짜를 가격 날짜로 사용합니다. 날짜를 직접 지정하려면 선택을 해제하세요</translation>
    </message>
    <message>
        <source>The date the prices are valid on: it decides which prices are stale</source>
        <translation>가격이 유효한 날짜: 어떤 가격이 오래되었는지 결정합니다</translation>
    </message>
    <message>
        <source>SkyPilot &amp;spot column:</source>
        <translation>SkyPilot 스팟 열(&amp;S):</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <source>preemptible (2021–2022 files)</source>
        <translation>선점형 (2021–2022 파일)</translation>
    </message>
    <message>
        <source>Show &amp;unchanged prices</source>
        <translation>변경 없는 가격 표시(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Apply: Write My Catalog</source>
        <translation>적용: 내 카탈로그에 쓰기(&amp;A)</translation>
    </message>
    <message>
        <source>Write the imported prices into your catalog file and use them; the built-in catalog is never written</source>
        <translation>가져온 가격을 카탈로그 파일에 쓰고 사용합니다. 내장 카탈로그에는 절대 쓰지 않습니다</translation>
    </message>
    <message>
        <source>Nothing was imported and nothing will be written: %1</source>
        <translation>가져온 것이 없으며 아무것도 쓰지 않습니다: %1</translation>
    </message>
    <message>
        <source>Your catalog %1 is left as it is.</source>
        <translation>카탈로그 %1은(는) 그대로 유지됩니다.</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>변경 사항</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n row(s) read, %2 price(s) mapped.</source>
        <translation>
            <numerusform>%1, 행 %n개 읽음, 가격 %2개 매핑됨.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 changed · %2 new · %3 gone&lt;/b&gt; · %4 unchanged</source>
        <translation>&lt;b&gt;변경 %1 · 신규 %2 · 사라짐 %3&lt;/b&gt; · 변경 없음 %4</translation>
    </message>
    <message>
        <source>Prices dated %1, the file&apos;s modification date.</source>
        <translation>가격 날짜: %1 (파일 수정 날짜).</translation>
    </message>
    <message>
        <source>Prices dated %1.</source>
        <translation>가격 날짜: %1.</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>변경 사항 (%1)</translation>
    </message>
    <message>
        <source>Nothing to write: your catalog %1 is up to date.</source>
        <translation>쓸 내용이 없습니다: 카탈로그 %1이(가) 최신 상태입니다.</translation>
    </message>
    <message>
        <source>Apply rewrites the imported prices in your catalog %1; your own entries and comments stay as they are. Cancel writes nothing.</source>
        <translation>적용하면 카탈로그 %1에 가져온 가격을 다시 씁니다. 직접 추가한 항목과 주석은 그대로 유지됩니다. 취소하면 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Apply creates your catalog %1 with these prices. Cancel writes nothing.</source>
        <translation>적용하면 이 가격으로 카탈로그 %1을(를) 만듭니다. 취소하면 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>There is nothing to write.</source>
        <translation>쓸 내용이 없습니다.</translation>
    </message>
    <message>
        <source>Your catalog was not written: %1</source>
        <translation>카탈로그를 쓰지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Not Imported, Warnings</source>
        <translation>가져오지 않음, 경고</translation>
    </message>
    <message>
        <source>%1 row(s) not imported (%2 not mapped, %3 rejected), %4 warning(s): see &quot;Not Imported, Warnings&quot;.</source>
        <translation>행 %1개를 가져오지 않음(매핑되지 않음 %2, 거부됨 %3), 경고 %4개: &quot;가져오지 않음, 경고&quot;를 참조하세요.</translation>
    </message>
    <message>
        <source>Not Imported, Warnings (%1)</source>
        <translation>가져오지 않음, 경고 (%1)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportIssueModel</name>
    <message>
        <source>not mapped</source>
        <translation>매핑되지 않음</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <source>imported, with a warning</source>
        <translation>가져옴, 경고 있음</translation>
    </message>
    <message>
        <source>What</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessModel</name>
    <message>
        <source>✓ yes</source>
        <translation>✓ 예</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ 아니요</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 알 수 없음</translation>
    </message>
    <message>
        <source>%1

Tick it when it holds for your run, clear it when it does not; half-ticked: not known.
Source: %2</source>
        <translation>%1

실행에 해당하면 체크하고, 해당하지 않으면 해제하세요. 부분 체크: 알 수 없음.
출처: %2</translation>
    </message>
    <message>
        <source>%1

Source: %2</source>
        <translation>%1

출처: %2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Why, with the plan&apos;s numbers</source>
        <translation>이유(계획의 수치 포함)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessPanel</name>
    <message>
        <source>%1 ready · %2 not yet · %3 not known</source>
        <translation>준비됨 %1 · 아직 안 됨 %2 · 알 수 없음 %3</translation>
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
        <translation>계획 A에 선택한 후보가 없습니다</translation>
    </message>
    <message>
        <source>Plan B has no chosen candidate</source>
        <translation>계획 B에 선택한 후보가 없습니다</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>계획 A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>계획 B</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; · 후보 %2개 평가 · %3개 들어감 · 파레토 프런트 %4개 · %5개 표시 · %6 ms 만에 계획함</translation>
    </message>
    <message>
        <source>A calibration you stored from a real run (Tools ▸ Paste an Error…) changes the memory figures; remove it there to use the built-in model.</source>
        <translation>실제 실행에서 저장한 보정(도구 ▸ 오류 붙여 넣기…)이 메모리 수치를 바꿉니다. 내장 모델을 사용하려면 그곳에서 보정을 제거하세요.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some inputs are invalid; the results below are for the last valid inputs.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;일부 입력이 잘못되었습니다. 아래 결과는 마지막으로 유효했던 입력에 대한 것입니다.&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1, batch %2 per device</source>
        <translation>%1, 디바이스당 배치 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>%1 선정 이유</translation>
    </message>
    <message>
        <source>&lt;p&gt;No candidate to show.&lt;/p&gt;</source>
        <translation>&lt;p&gt;표시할 후보가 없습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;About the plan&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;계획 정보&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Calibrated:&lt;/b&gt; %1 &lt;i&gt;In the app: Tools ▸ Paste an Error… ▸ Stored Calibrations.&lt;/i&gt;</source>
        <translation>&lt;b&gt;보정됨:&lt;/b&gt; %1 &lt;i&gt;앱에서: 도구 ▸ 오류 붙여 넣기… ▸ 저장된 보정.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>전체 훈련</translation>
    </message>
    <message>
        <source>%1 rank %2 on %3</source>
        <translation>%3에 %1 랭크 %2</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA(4비트 베이스 모델)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Attention: %1 · Fine-tuning: %2</source>
        <translation>어텐션: %1 · 미세 조정: %2</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>선점</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sharding: %1 on %2</source>
        <translation>샤딩: %2에서 %1</translation>
    </message>
    <message>
        <source>%1 on the other devices</source>
        <translation>다른 디바이스에 %1</translation>
    </message>
    <message>
        <source>%1 on the host</source>
        <translation>호스트에 %1</translation>
    </message>
    <message>
        <source>%1 of sharding buffers</source>
        <translation>샤딩 버퍼 %1</translation>
    </message>
    <message>
        <source> · per device: %1</source>
        <translation> · 디바이스당: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The selected candidate&apos;s step split into the roofline&apos;s compute terms and the communication compute does not hide, on each job size of its hardware, with the calibration band</source>
        <translation>선택한 후보의 스텝을 루프라인의 연산 항목과 연산으로 숨겨지지 않는 통신으로 나눈 것으로, 해당 하드웨어의 작업 규모별로 보정 범위와 함께 표시</translation>
    </message>
    <message>
        <source>Loss: %1, %2 chunks</source>
        <translation>손실: %1, 청크 %2개</translation>
    </message>
    <message>
        <source>Loss: %1, whole</source>
        <translation>손실: %1, 전체를 한 번에</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>옵티마이저: %1</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>업데이트 중…</translation>
    </message>
    <message>
        <source>The results of the latest inputs are being planned; the views show those of the inputs before</source>
        <translation>최신 입력의 결과를 계획하는 중입니다. 화면에는 이전 입력의 결과가 표시됩니다</translation>
    </message>
    <message>
        <source>%1 of expert states</source>
        <translation>전문가 상태 %1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::SeqLenMemoryModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 토큰</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <source>No checkpointing</source>
        <translation>체크포인팅 없음</translation>
    </message>
    <message>
        <source>Checkpointing: %1</source>
        <translation>체크포인팅: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n more</source>
        <translation>
            <numerusform>%1 외 %n개</numerusform>
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
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <source>Misses the targets</source>
        <translation>목표 미달</translation>
    </message>
    <message>
        <source>Meets · Pareto</source>
        <translation>충족 · 파레토</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>목표 충족</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>비공개</translation>
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
        <translation>작업</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>복제본</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>배치</translation>
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
        <translation>출력 tok/s</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 출력</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Fits / meets</source>
        <translation>들어감 / 충족</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeCostChart</name>
    <message>
        <source>Cost per million output tokens against TPOT</source>
        <translation>TPOT 대비 출력 토큰 백만 개당 비용</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>파레토 프런트</translation>
    </message>
    <message>
        <source>No fit / misses targets</source>
        <translation>들어가지 않음 / 목표 미달</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>목표 충족</translation>
    </message>
    <message>
        <source>TPOT (ms, median)</source>
        <translation>TPOT (ms, 중앙값)</translation>
    </message>
    <message>
        <source>$ per million output tokens</source>
        <translation>출력 토큰 백만 개당 $</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeDocument</name>
    <message>
        <source>Untitled serving plan</source>
        <translation>제목 없는 서빙 계획</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeInputsPanel</name>
    <message>
        <source>Whole catalog</source>
        <translation>카탈로그 전체</translation>
    </message>
    <message>
        <source>Concurrent users (closed loop)</source>
        <translation>동시 사용자(폐쇄 루프)</translation>
    </message>
    <message>
        <source>Request rate (open loop)</source>
        <translation>요청률(개방 루프)</translation>
    </message>
    <message>
        <source>Offline (throughput)</source>
        <translation>오프라인(처리량)</translation>
    </message>
    <message>
        <source>Search bf16, fp8 and int8</source>
        <translation>bf16, fp8, int8 검색</translation>
    </message>
    <message>
        <source>bf16 (default)</source>
        <translation>bf16 (기본값)</translation>
    </message>
    <message>
        <source>Each device&apos;s default (vLLM)</source>
        <translation>각 디바이스의 기본값(vLLM)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>하드웨어</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>텐서 병렬</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>프롬프트 토큰</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>출력 토큰</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>트래픽</translation>
    </message>
    <message>
        <source>Users / rate</source>
        <translation>사용자 / 요청률</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>최대 컨텍스트</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 캐시</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>메모리 비율</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 목표</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 목표</translation>
    </message>
    <message>
        <source>Chosen by the search</source>
        <translation>검색으로 선택</translation>
    </message>
    <message>
        <source>Prompt + output</source>
        <translation>프롬프트 + 출력</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>엔진 기본값</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Median time per output token after the first (vLLM&apos;s TPOT)</source>
        <translation>첫 토큰 이후 출력 토큰당 시간의 중앙값(vLLM의 TPOT)</translation>
    </message>
    <message>
        <source>Median time to the first token, queueing included</source>
        <translation>첫 토큰까지의 시간의 중앙값(대기 시간 포함)</translation>
    </message>
    <message>
        <source>Devices one replica spans; the job&apos;s devices for a TPU slice</source>
        <translation>복제본 하나가 걸치는 디바이스 수. TPU 슬라이스는 작업의 디바이스 수</translation>
    </message>
    <message>
        <source>--gpu-memory-utilization: the share of device memory the engine may use</source>
        <translation>--gpu-memory-utilization: 엔진이 사용할 수 있는 디바이스 메모리 비율</translation>
    </message>
    <message>
        <source>--max-context (vLLM&apos;s --max-model-len): the longest sequence the engine admits</source>
        <translation>--max-context (vLLM의 --max-model-len): 엔진이 허용하는 가장 긴 시퀀스</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>파일: %1</translation>
    </message>
    <message>
        <source>A %1 GiB device</source>
        <translation>%1 GiB 디바이스</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 요청/s</translation>
    </message>
    <message>
        <source> users</source>
        <translation> 명</translation>
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
        <translation>디바이스당 메모리</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>엔진 예약분</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 캐시 풀</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>디바이스 메모리</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>디바이스당 GiB</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeSweepChart</name>
    <message>
        <source>One replica against concurrency</source>
        <translation>동시성별 복제본 하나</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>출력 tok/s</translation>
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
        <translation>계획된 부하</translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation>복제본당 처리 중인 요청 수</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>초당 출력 토큰</translation>
    </message>
    <message>
        <source>Latency (s, median)</source>
        <translation>지연 시간(s, 중앙값)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeView</name>
    <message>
        <source>Open Serving Plan…</source>
        <translation>서빙 계획 열기…</translation>
    </message>
    <message>
        <source>Save Serving Plan…</source>
        <translation>서빙 계획 저장…</translation>
    </message>
    <message>
        <source>Opens a serving plan YAML file (kind: serve)</source>
        <translation>서빙 계획 YAML 파일(kind: serve)을 엽니다</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>앱과 tpuplan serve가 읽는 YAML 파일에 서빙 계획을 씁니다</translation>
    </message>
    <message>
        <source>Not planned: fix the inputs on the left.</source>
        <translation>계획되지 않음: 왼쪽의 입력을 수정하세요.</translation>
    </message>
    <message>
        <source>%1 configurations tried (one per pricing model); %2 fit and %3 meet the targets; planned in %4 ms.</source>
        <translation>구성 %1개 시도(요금제당 하나), %2개 들어감, %3개 목표 충족. 계획 시간 %4 ms.</translation>
    </message>
    <message>
        <source>%1 · %2 weights · %3 KV · %4 · %5</source>
        <translation>%1 · 가중치 %2 · KV %3 · %4 · %5</translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per million input tokens, %3 per hour (%4, %5)</source>
        <translation>출력 토큰 백만 개당 %1, 입력 토큰 백만 개당 %2, 시간당 %3 (%4, %5)</translation>
    </message>
    <message>
        <source>Launch command:</source>
        <translation>실행 명령:</translation>
    </message>
    <message>
        <source>The serving plan could not be opened</source>
        <translation>서빙 계획을 열 수 없음</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>열림: %1</translation>
    </message>
    <message>
        <source>The serving plan could not be saved</source>
        <translation>서빙 계획을 저장할 수 없음</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>%1을(를) 저장할 수 없음</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>저장됨: %1</translation>
    </message>
    <message>
        <source>Open a serving plan</source>
        <translation>서빙 계획 열기</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml);;All files (*)</source>
        <translation>서빙 계획 (*.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Save the serving plan</source>
        <translation>서빙 계획 저장</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml)</source>
        <translation>서빙 계획 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>보고서 내보내기…</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>서빙 계획과 선택한 구성의 보고서를 시작 명령과 함께 PDF, HTML, Markdown, CSV 또는 JSON으로 씁니다</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>보고서를 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>%1을(를) 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>내보냄: %1</translation>
    </message>
    <message>
        <source>Export a report of the serving plan</source>
        <translation>서빙 계획의 보고서 내보내기</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardPanel</name>
    <message numerus="yes">
        <source>%1: %n host(s)</source>
        <translation>
            <numerusform>%1: 호스트 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan&apos;s dataset size</source>
        <translation>계획의 데이터 세트 크기</translation>
    </message>
    <message>
        <source>the tokens of the lengths file</source>
        <translation>길이 파일의 토큰</translation>
    </message>
    <message>
        <source>the tokens the plan trains on</source>
        <translation>계획에서 훈련하는 토큰</translation>
    </message>
    <message>
        <source>as typed</source>
        <translation>입력한 값</translation>
    </message>
    <message>
        <source>assumed: enter your dataset&apos;s size</source>
        <translation>가정값: 데이터 세트 크기를 입력하세요</translation>
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
            <numerusform>&lt;b&gt;샤드 %n개&lt;/b&gt;, 샤드당 최대 %1 (%2 … %3), 호스트당 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;One shard&lt;/b&gt; of %1 (%2)</source>
        <translation>&lt;b&gt;샤드 1개&lt;/b&gt;: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 records of %2 tokens, %3 bytes each; %4 in all (%5 GiB)</source>
        <translation>%2 토큰짜리 레코드 %1개, 레코드당 %3바이트. 전체 %4 (%5 GiB)</translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (Cloud Storage %3) = &lt;b&gt;%4 per month&lt;/b&gt;</source>
        <translation>스토리지: %1 GiB × GiB-월당 %2 (Cloud Storage %3) = &lt;b&gt;월 %4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Storage: the catalog has no price for Cloud Storage</source>
        <translation>스토리지: 카탈로그에 Cloud Storage 가격이 없습니다</translation>
    </message>
    <message>
        <source>Assumptions:
%1</source>
        <translation>가정:
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardingPanel</name>
    <message>
        <source>Change sharding strategy</source>
        <translation>샤딩 전략 변경</translation>
    </message>
    <message>
        <source>Change FSDP devices</source>
        <translation>FSDP 디바이스 변경</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>텐서 병렬화 변경</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>슬라이스 변경</translation>
    </message>
    <message>
        <source>Change GPUs per job</source>
        <translation>작업당 GPU 변경</translation>
    </message>
    <message>
        <source>Change host offload</source>
        <translation>호스트 오프로드 변경</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>샤딩</translation>
    </message>
    <message>
        <source>Planner chooses</source>
        <translation>플래너가 선택</translation>
    </message>
    <message>
        <source>Replicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>one</source>
        <translation>1개</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>파라미터</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>전문가 병렬화 변경</translation>
    </message>
    <message>
        <source>%1 This model has no experts: it runs with 1.</source>
        <translation>%1 이 모델에는 전문가가 없으므로 1로 실행됩니다.</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>컨텍스트 병렬화 변경</translation>
    </message>
    <message>
        <source>Change pipeline stages</source>
        <translation>파이프라인 스테이지 변경</translation>
    </message>
    <message>
        <source>Change pipeline microbatches</source>
        <translation>파이프라인 마이크로 배치 변경</translation>
    </message>
    <message>
        <source>Change virtual stages</source>
        <translation>가상 스테이지 변경</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitChart</name>
    <message>
        <source>Seconds per step</source>
        <translation>스텝당 초</translation>
    </message>
    <message>
        <source>Job (▸ the selected one; in parentheses: does not fit)</source>
        <translation>작업(▸ 선택한 작업, 괄호: 들어가지 않음)</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>보정 범위</translation>
    </message>
    <message>
        <source>Step time by GPU count: %1 (whiskers: calibration band)</source>
        <translation>GPU 수별 스텝 시간: %1 (수염: 보정 범위)</translation>
    </message>
    <message>
        <source>Step time by job size (whiskers: calibration band)</source>
        <translation>작업 규모별 스텝 시간 (수염: 보정 범위)</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitModel</name>
    <message>
        <source>%1 (%2 devices) · %3
batch %4 × %5 per device
compute %6 s · exposed communication %7 s · exposed host transfer %8 s
step %9 s</source>
        <translation>%1 (디바이스 %2개) · %3
디바이스당 배치 %4 × %5
연산 %6 s · 노출된 통신 %7 s · 노출된 호스트 전송 %8 s
스텝 %9 s</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>메모리에 들어가지 않음</translation>
    </message>
    <message>
        <source>The selected candidate</source>
        <translation>선택한 후보</translation>
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
        <translation>연산</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>노출된 통신</translation>
    </message>
    <message>
        <source>Exposed host transfer</source>
        <translation>노출된 호스트 전송</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>스텝</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>디바이스</translation>
    </message>
    <message>
        <source>calibration band %1 · MFU %2</source>
        <translation>보정 범위 %1 · MFU %2</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>행렬 곱셈</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>메모리 병목 작업</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>옵티마이저 업데이트</translation>
    </message>
    <message>
        <source>Band low</source>
        <translation>범위 하한</translation>
    </message>
    <message>
        <source>Band high</source>
        <translation>범위 상한</translation>
    </message>
    <message>
        <source>compute: matmuls %1 s · attention %2 s · memory-bound work %3 s · optimizer update %4 s · step overhead %5 s</source>
        <translation>연산: 행렬 곱셈 %1 s · 어텐션 %2 s · 메모리 병목 작업 %3 s · 옵티마이저 업데이트 %4 s · 스텝 오버헤드 %5 s</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>스텝 오버헤드</translation>
    </message>
    <message>
        <source>of the exposed communication, the context axis&apos;s K/V exchange %1 s</source>
        <translation>노출된 통신 중 context 축의 K/V 교환 %1 s</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>파이프라인 버블</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>컨텍스트 K/V 교환</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::TrainingPanel</name>
    <message>
        <source>Training</source>
        <translation>훈련</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 토큰</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <source>Tokens per sequence. Activations grow with it (quadratically with full attention); FLOPs per token too. Must not exceed the model&apos;s positions.</source>
        <translation>시퀀스당 토큰 수. 활성화가 이에 비례해 늘어나며(전체 어텐션에서는 제곱으로), 토큰당 FLOPs도 늘어납니다. 모델의 최대 위치를 넘으면 안 됩니다.</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>전역 배치</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over all devices = batch per device × devices × accumulation. Hardware whose device count does not divide it is skipped.</source>
        <translation>모든 디바이스를 합친 옵티마이저 스텝당 시퀀스 수 = 디바이스당 배치 × 디바이스 수 × 누적 스텝. 디바이스 수로 나누어떨어지지 않는 하드웨어는 건너뜁니다.</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>스텝</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>훈련 길이</translation>
    </message>
    <message>
        <source>How long the run is: optimizer steps, tokens, or epochs over the dataset. Scales time and cost.</source>
        <translation>실행 길이: 옵티마이저 스텝, 토큰 또는 데이터 세트에 대한 에포크. 시간과 비용이 이에 비례합니다.</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>데이터 세트 토큰</translation>
    </message>
    <message>
        <source>Tokens in the dataset, for a run measured in epochs.</source>
        <translation>에포크 단위로 측정하는 실행에 쓰이는 데이터 세트의 토큰 수.</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Dataset in storage</source>
        <translation>스토리지의 데이터 세트</translation>
    </message>
    <message>
        <source>Size of the TFRecord shards in Cloud Storage: adds storage cost over the run.</source>
        <translation>Cloud Storage에 있는 TFRecord 샤드의 크기: 실행 기간 동안의 스토리지 비용이 추가됩니다.</translation>
    </message>
    <message>
        <source>Change precisions</source>
        <translation>정밀도 변경</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Precisions the search may use. bf16 halves activations and speeds up matmuls; fp16 runs only on GPUs.</source>
        <translation>검색에 사용할 수 있는 정밀도. bf16은 활성화를 절반으로 줄이고 행렬 곱셈을 빠르게 합니다. fp16은 GPU에서만 실행됩니다.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <source>Optimizer states per parameter: AdamW/Adam/LAMB keep two, momentum one, SGD none, Adafactor a factored second moment.</source>
        <translation>파라미터당 옵티마이저 상태: AdamW/Adam/LAMB는 2개, momentum은 1개, SGD는 0개, Adafactor는 인수분해된 2차 모멘트를 보관합니다.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>full</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>every k-th</source>
        <translation>k번째마다</translation>
    </message>
    <message>
        <source>Change checkpointing</source>
        <translation>체크포인팅 변경</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>체크포인팅</translation>
    </message>
    <message>
        <source>Gradient-checkpointing policies the search may use: less activation memory for extra recompute time.</source>
        <translation>검색에 사용할 수 있는 그레이디언트 체크포인팅 정책: 재계산 시간이 늘어나는 대신 활성화 메모리가 줄어듭니다.</translation>
    </message>
    <message>
        <source>Max accumulation</source>
        <translation>최대 누적</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none): lets a smaller batch per device reach the global batch.</source>
        <translation>훈련 코드가 지원하는 최대 그레이디언트 누적 스텝(1 = 없음): 더 작은 디바이스당 배치로도 전역 배치에 도달할 수 있게 합니다.</translation>
    </message>
    <message>
        <source>Train with dropout</source>
        <translation>드롭아웃을 사용해 훈련</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <source>Dropout stores a mask per activation for the backward pass.</source>
        <translation>드롭아웃은 역전파를 위해 활성화마다 마스크를 저장합니다.</translation>
    </message>
    <message>
        <source>MLM over all positions</source>
        <translation>모든 위치에 대한 MLM</translation>
    </message>
    <message>
        <source>MLM over gathered positions</source>
        <translation>수집된 위치에 대한 MLM</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>분류</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>헤드</translation>
    </message>
    <message>
        <source>The training head: its logits over the vocabulary can dominate activation memory.</source>
        <translation>훈련 헤드: 어휘 전체에 대한 로짓이 활성화 메모리의 대부분을 차지할 수 있습니다.</translation>
    </message>
    <message>
        <source>Predictions / seq.</source>
        <translation>예측 수 / 시퀀스</translation>
    </message>
    <message>
        <source>Masked positions gathered per sequence (max_predictions_per_seq): the MLM logits scale with it.</source>
        <translation>시퀀스당 수집하는 마스크 위치 수(max_predictions_per_seq): MLM 로짓이 이에 비례합니다.</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>다음 문장 예측</translation>
    </message>
    <message>
        <source>NSP</source>
        <translation>NSP</translation>
    </message>
    <message>
        <source>Adds the small NSP classifier on the pooled output.</source>
        <translation>풀링된 출력 위에 작은 NSP 분류기를 추가합니다.</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Classes of the classification head.</source>
        <translation>분류 헤드의 클래스 수.</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>시퀀스 길이 변경</translation>
    </message>
    <message>
        <source>Change global batch</source>
        <translation>전역 배치 변경</translation>
    </message>
    <message>
        <source>Change run length</source>
        <translation>훈련 길이 변경</translation>
    </message>
    <message>
        <source>Change dataset tokens</source>
        <translation>데이터 세트 토큰 변경</translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation>데이터 세트 크기 변경</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>옵티마이저 변경</translation>
    </message>
    <message>
        <source>Change max accumulation</source>
        <translation>최대 누적 변경</translation>
    </message>
    <message>
        <source>Change dropout</source>
        <translation>드롭아웃 변경</translation>
    </message>
    <message>
        <source>Change head</source>
        <translation>헤드 변경</translation>
    </message>
    <message>
        <source>Change predictions per sequence</source>
        <translation>시퀀스당 예측 수 변경</translation>
    </message>
    <message>
        <source>Change NSP</source>
        <translation>NSP 변경</translation>
    </message>
    <message>
        <source>Change labels</source>
        <translation>레이블 변경</translation>
    </message>
    <message>
        <source>Change loss chunks</source>
        <translation>손실 청크 변경</translation>
    </message>
    <message>
        <source>Change attention kernel</source>
        <translation>어텐션 커널 변경</translation>
    </message>
    <message>
        <source>Change fine-tuning</source>
        <translation>미세 조정 변경</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>LoRA 랭크 변경</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>LoRA 대상 변경</translation>
    </message>
    <message>
        <source>bf16 (pure)</source>
        <translation>bf16(순수)</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states all in bf16, no fp32 master copy (torchtune&apos;s dtype: bf16)</source>
        <translation>가중치, 그레이디언트, 옵티마이저 상태를 모두 bf16으로 유지하며 fp32 마스터 사본 없음(torchtune의 dtype: bf16)</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2; the rest is recomputed</source>
        <translation>MaxText remat_policy %1: 레이어 입력과 %2를 보관하고 나머지는 재계산</translation>
    </message>
    <message>
        <source>the outputs of every weight matmul</source>
        <translation>모든 가중치 행렬 곱셈의 출력</translation>
    </message>
    <message>
        <source>the q, k and v projections</source>
        <translation>q, k, v 프로젝션</translation>
    </message>
    <message>
        <source>the attention matmuls&apos; outputs (q, k, v and the output projection)</source>
        <translation>어텐션 행렬 곱셈의 출력(q, k, v 및 출력 프로젝션)</translation>
    </message>
    <message>
        <source>Causal LM (next token)</source>
        <translation>인과 LM(다음 토큰)</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>손실 청크</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>자동</translation>
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
        <translation>어텐션 커널</translation>
    </message>
    <message>
        <source>Eager attention stores the seq² probabilities per head; a flash kernel (FlashAttention-2 on GPUs, splash attention on TPUs) stores none. Auto: flash for decoders on TPUs and on GPUs with bf16, eager otherwise.</source>
        <translation>Eager 어텐션은 헤드마다 seq² 개의 확률을 저장하고, flash 커널(GPU에서는 FlashAttention-2, TPU에서는 splash attention)은 저장하지 않습니다. 자동: TPU와 bf16을 쓰는 GPU의 디코더에는 flash, 그 외에는 eager.</translation>
    </message>
    <message>
        <source>Full training</source>
        <translation>전체 훈련</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA(4비트 베이스 모델)</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>미세 조정</translation>
    </message>
    <message>
        <source>Full training updates every weight; LoRA trains small adapters on a frozen base (gradients and optimizer states only for the adapters); QLoRA keeps the base in 4-bit NF4 (GPUs only).</source>
        <translation>전체 훈련은 모든 가중치를 업데이트합니다. LoRA는 고정된 베이스 모델 위에서 작은 어댑터를 훈련합니다(그레이디언트와 옵티마이저 상태는 어댑터에만 해당). QLoRA는 베이스 모델을 4비트 NF4로 유지합니다(GPU 전용).</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 랭크</translation>
    </message>
    <message>
        <source>Rank r of the adapters: their weights, gradients and optimizer states grow with it.</source>
        <translation>어댑터의 랭크 r: 어댑터의 가중치, 그레이디언트, 옵티마이저 상태가 이에 비례해 늘어납니다.</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q 및 v</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>모든 선형 레이어</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 대상</translation>
    </message>
    <message>
        <source>The projections that get adapters: q and v (the LoRA paper) or every linear layer (QLoRA).</source>
        <translation>어댑터를 붙일 프로젝션: q 및 v(LoRA 논문) 또는 모든 선형 레이어(QLoRA).</translation>
    </message>
    <message>
        <source>Change loss</source>
        <translation>손실 변경</translation>
    </message>
    <message>
        <source>Change paged optimizer</source>
        <translation>Paged 옵티마이저 변경</translation>
    </message>
    <message>
        <source>Change optimizer step in the backward pass</source>
        <translation>역전파 중 옵티마이저 스텝 변경</translation>
    </message>
    <message>
        <source>Change 8-bit AdamW</source>
        <translation>8비트 AdamW 변경</translation>
    </message>
    <message>
        <source>Change custom placement</source>
        <translation>사용자 지정 저장 위치 변경</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2 on the device; the rest is recomputed</source>
        <translation>MaxText remat_policy %1: 레이어 입력과 %2를 디바이스에 보관하고 나머지는 재계산</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: offloads %2 to host memory (the layer input stays on the device); the rest is recomputed</source>
        <translation>MaxText remat_policy %1: %2를 호스트 메모리로 오프로드하고(레이어 입력은 디바이스에 유지) 나머지는 재계산</translation>
    </message>
    <message>
        <source>the q, k, v, output and MLP output projections (not the MLP&apos;s input projections)</source>
        <translation>q, k, v, 출력 및 MLP 출력 프로젝션(MLP 입력 프로젝션 제외)</translation>
    </message>
    <message>
        <source>the q, k, v and output projections and the attention output (context)</source>
        <translation>q, k, v 및 출력 프로젝션과 어텐션 출력(context)</translation>
    </message>
    <message>
        <source>selective (torchtitan ops)</source>
        <translation>선택적(torchtitan 연산)</translation>
    </message>
    <message>
        <source>torchtitan&apos;s op-level selective checkpointing: keeps the outputs of every other matmul and of attention; the rest is recomputed</source>
        <translation>torchtitan의 연산 단위 선택적 체크포인팅: 행렬 곱셈 출력을 하나 걸러 하나씩 보관하고 어텐션 출력도 보관하며, 나머지는 재계산</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>사용자 지정</translation>
    </message>
    <message>
        <source>MaxText remat_policy custom: each named activation recomputed, kept on the device or offloaded, as the custom placement below says</source>
        <translation>MaxText remat_policy custom: 아래의 사용자 지정 저장 위치 설정에 따라 이름이 지정된 각 활성화를 재계산하거나, 디바이스에 보관하거나, 오프로드</translation>
    </message>
    <message>
        <source>Custom placement</source>
        <translation>사용자 지정 저장 위치</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom does with each named activation of a decoder layer (MaxText&apos;s names): recompute it in the backward pass, keep it on the device, or offload it to host memory. The layer input cannot be recomputed. Default: MaxText&apos;s v6e Llama 3.1 recipes (the layer input and the q, k, v and output projections offloaded).</source>
        <translation>체크포인팅 정책 custom이 디코더 레이어의 이름이 지정된 각 활성화(MaxText의 이름)를 처리하는 방식: 역전파에서 재계산, 디바이스에 보관 또는 호스트 메모리로 오프로드. 레이어 입력은 재계산할 수 없습니다. 기본값: MaxText의 v6e Llama 3.1 레시피(레이어 입력과 q, k, v 및 출력 프로젝션을 오프로드).</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>융합</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <source>How the cross-entropy holds the logits: eager keeps fp32 logits, their log-softmax and their gradient (Hugging Face); fused keeps two logits-sized tensors in the compute dtype (XLA, torchtitan, Liger-Kernel). Auto: fused under XLA, eager under PyTorch and TensorFlow.</source>
        <translation>교차 엔트로피가 로짓을 보관하는 방식: eager는 fp32 로짓과 그 log-softmax, 그레이디언트를 보관합니다(Hugging Face). 융합은 로짓 크기의 텐서 2개를 연산 dtype으로 보관합니다(XLA, torchtitan, Liger-Kernel). 자동: XLA에서는 융합, PyTorch와 TensorFlow에서는 eager.</translation>
    </message>
    <message>
        <source>Paged optimizer states (bitsandbytes)</source>
        <translation>Paged 옵티마이저 상태(bitsandbytes)</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>Paged 옵티마이저</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short (CUDA GPUs only).</source>
        <translation>bitsandbytes paged 옵티마이저: 상태가 PyTorch 할당자 통계에 잡히지 않는 CUDA 통합 메모리에 있으며, GPU 메모리가 부족하면 호스트 RAM으로 옮겨집니다(CUDA GPU 전용).</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>역전파 중 옵티마이저 스텝</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>역전파 중 옵티마이저</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation; PyTorch only).</source>
        <translation>torchtune optimizer_in_bwd: 각 그레이디언트를 계산하는 즉시 적용하고 해제합니다(그레이디언트 누적 불가, PyTorch 전용).</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW</source>
        <translation>검색에서 8비트 AdamW 사용 허용</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8비트 AdamW</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>AdamW의 상태가 메모리에 들어가지 않는 GPU에서 검색이 8비트 AdamW(bitsandbytes, torchao)를 사용할 수 있게 합니다.</translation>
    </message>
    <message>
        <source>%1 runs on CUDA GPUs under PyTorch only: include GPUs in the hardware</source>
        <translation>%1은(는) PyTorch를 쓰는 CUDA GPU에서만 실행됩니다: 하드웨어에 GPU를 포함하세요</translation>
    </message>
    <message>
        <source>%1 runs under PyTorch only, and the GPU runtime is %2</source>
        <translation>%1은(는) PyTorch에서만 실행되는데 GPU 런타임이 %2입니다</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input은 재계산할 수 없습니다: 재계산이 시작되는 지점입니다(디바이스에 보관하거나 오프로드하세요)</translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes)</source>
        <translation>Paged 옵티마이저(bitsandbytes)</translation>
    </message>
    <message>
        <source>The optimizer step in the backward pass</source>
        <translation>역전파 중 옵티마이저 스텝</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>선택적(어텐션)</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the causal-LM logits of one chunk of N are live at a time (1 = the whole logits tensor, as the Hugging Face Trainer; auto = the planner tries 1 and 8).</source>
        <translation>청크 또는 융합 교차 엔트로피: N개 청크 중 한 번에 하나의 causal-LM 로짓만 메모리에 유지됩니다(1 = Hugging Face Trainer처럼 로짓 텐서 전체, 자동 = 플래너가 1과 8을 시도).</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>재계산</translation>
    </message>
    <message>
        <source>keep on device</source>
        <translation>디바이스에 보관</translation>
    </message>
    <message>
        <source>offload to host</source>
        <translation>호스트로 오프로드</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in fp8 (Transformer Engine, torchtitan float8, MaxText fp8_full): TPU7x and fp8 GPUs (H100, H200, B200, L4, L40S). Attention and the LM head stay in bf16; hardware without fp8 is skipped.</source>
        <translation>선형 레이어의 행렬 곱셈을 fp8로 실행하는 bf16 혼합 정밀도(Transformer Engine, torchtitan float8, MaxText fp8_full): TPU7x와 fp8 GPU(H100, H200, B200, L4, L40S). 어텐션과 LM 헤드는 bf16으로 유지되며, fp8이 없는 하드웨어는 건너뜁니다.</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in int8 (AQT/Qwix, MaxText quantization=int8): v5e, v5p and v6e TPUs; other hardware is skipped.</source>
        <translation>선형 레이어의 행렬 곱셈을 int8로 실행하는 bf16 혼합 정밀도(AQT/Qwix, MaxText quantization=int8): v5e, v5p, v6e TPU. 그 외 하드웨어는 건너뜁니다.</translation>
    </message>
</context>
</TS>
