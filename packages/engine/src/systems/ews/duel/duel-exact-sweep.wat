;; The exact duel's sweep (duel-exact-sweep.ts, `sweep`) as WebAssembly: the same loops, the same
;; floating-point operations in the same order, so its results are bit for bit those of the
;; JavaScript sweep (a property test holds them equal). Why it exists: the sweep is ~25 table
;; reads and two short multiply-add runs per state, and in JavaScript every read of a plain array
;; is bounds-checked; here the reads are plain loads. Build: `npm run build:wasm` (wabt) writes
;; duel-exact-sweep-wasm.ts, which a test keeps in step with this file.
;;
;; Memory layout (written by duel-exact-wasm.ts): a header of i32 at byte 0, epsilon at byte 256,
;; the six results at byte 264 (OUT_* order), the arrays anywhere after; the header holds their
;; byte addresses. i32 arrays: 4 bytes per element; f64 arrays (tab, leads, mu): 8.
(module
  ;; Imported, not grown: a grown memory detaches its old buffer, which would slow every typed
  ;; array of the process (see `doubles` in duel-exact-sweep.ts); a bigger grid gets a new memory.
  (import "env" "memory" (memory 1))

  (func $sweep (export "sweep")
    ;; The kernel's numbers (header slots 0–16).
    (local $spanA i32) (local $spanB i32) (local $deltaSpan i32) (local $unitsB i32)
    (local $valA i32) (local $valB i32) (local $cA i32) (local $cB i32) (local $vLow i32)
    (local $atA i32) (local $atB i32) (local $stepB i32) (local $fromB i32) (local $tieB i32)
    (local $fromA i32) (local $tieA i32) (local $maxStates i32)
    ;; Byte addresses of its arrays (header slots 17–31).
    (local $rowA i32) (local $rowB i32) (local $malusA i32) (local $malusB i32)
    (local $defendsA i32) (local $defendsB i32) (local $minUnitsA i32) (local $maxUnitsA i32)
    (local $minUnitsB i32) (local $maxUnitsB i32) (local $ints i32) (local $runs i32)
    (local $tab i32) (local $leads i32) (local $mu i32)
    (local $epsilon f64)
    ;; Results.
    (local $pA f64) (local $pB f64) (local $pDraw f64) (local $pruned f64) (local $rounds f64)
    (local $states i32)
    ;; Per TP index of A.
    (local $ia i32) (local $lossA i32) (local $minUA i32) (local $maxUA i32) (local $aDef i32)
    (local $liveA i32) (local $tieLiveA f64) (local $tieStepA i32) (local $leadA0 i32)
    ;; Per TP pair.
    (local $ib i32) (local $lossB i32) (local $maxUB i32) (local $bDef i32) (local $liveB i32)
    (local $kindB i32) (local $rB i32) (local $offsB i32) (local $firstB i32) (local $pairsB i32)
    (local $oMinB i32) (local $oEndB i32) (local $passB i32) (local $passTieB i32)
    (local $kindA i32) (local $rA i32) (local $offsA i32) (local $firstA i32) (local $pairsA i32)
    (local $oMinA i32) (local $oEndA i32) (local $passA i32) (local $passTieA i32)
    (local $tieLiveB f64) (local $tieStepB i32) (local $leadTop i32) (local $pairBase i32)
    (local $kk i32) (local $kHi i32)
    ;; Per state.
    (local $cell i32) (local $m0 f64) (local $m1 f64) (local $leadA i32) (local $l0 i32)
    (local $l1 i32) (local $i0 i32) (local $i1 i32) (local $loop0 f64) (local $loop1 f64)
    (local $det f64) (local $v0 f64) (local $v1 f64) (local $back f64) (local $e i32)
    (local $survived f64) (local $tie f64) (local $q f64) (local $q0 f64) (local $q1 f64)
    (local $to i32) (local $i i32) (local $lv i32) (local $st i32) (local $o i32) (local $w f64)
    (local $t i32) (local $x i32)

    (local.set $spanA (i32.load offset=0 (i32.const 0)))
    (local.set $spanB (i32.load offset=4 (i32.const 0)))
    (local.set $deltaSpan (i32.load offset=8 (i32.const 0)))
    (local.set $unitsB (i32.load offset=12 (i32.const 0)))
    (local.set $valA (i32.load offset=16 (i32.const 0)))
    (local.set $valB (i32.load offset=20 (i32.const 0)))
    (local.set $cA (i32.load offset=24 (i32.const 0)))
    (local.set $cB (i32.load offset=28 (i32.const 0)))
    (local.set $vLow (i32.load offset=32 (i32.const 0)))
    (local.set $atA (i32.load offset=36 (i32.const 0)))
    (local.set $atB (i32.load offset=40 (i32.const 0)))
    (local.set $stepB (i32.load offset=44 (i32.const 0)))
    (local.set $fromB (i32.load offset=48 (i32.const 0)))
    (local.set $tieB (i32.load offset=52 (i32.const 0)))
    (local.set $fromA (i32.load offset=56 (i32.const 0)))
    (local.set $tieA (i32.load offset=60 (i32.const 0)))
    (local.set $maxStates (i32.load offset=64 (i32.const 0)))
    (local.set $rowA (i32.load offset=68 (i32.const 0)))
    (local.set $rowB (i32.load offset=72 (i32.const 0)))
    (local.set $malusA (i32.load offset=76 (i32.const 0)))
    (local.set $malusB (i32.load offset=80 (i32.const 0)))
    (local.set $defendsA (i32.load offset=84 (i32.const 0)))
    (local.set $defendsB (i32.load offset=88 (i32.const 0)))
    (local.set $minUnitsA (i32.load offset=92 (i32.const 0)))
    (local.set $maxUnitsA (i32.load offset=96 (i32.const 0)))
    (local.set $minUnitsB (i32.load offset=100 (i32.const 0)))
    (local.set $maxUnitsB (i32.load offset=104 (i32.const 0)))
    (local.set $ints (i32.load offset=108 (i32.const 0)))
    (local.set $runs (i32.load offset=112 (i32.const 0)))
    (local.set $tab (i32.load offset=116 (i32.const 0)))
    (local.set $leads (i32.load offset=120 (i32.const 0)))
    (local.set $mu (i32.load offset=124 (i32.const 0)))
    (local.set $epsilon (f64.load offset=256 (i32.const 0)))

    (local.set $ia (i32.sub (local.get $spanA) (i32.const 1)))
    (block $doneA
      (loop $rowsA
        (br_if $doneA (i32.lt_s (local.get $ia) (i32.const 0)))
        (br_if $doneA (i32.gt_s (local.get $states) (local.get $maxStates)))
        (local.set $lossA (i32.sub (i32.sub (local.get $spanA) (i32.const 1)) (local.get $ia)))
        (local.set $minUA (i32.load (i32.add (local.get $minUnitsA) (i32.shl (local.get $lossA) (i32.const 2)))))
        (local.set $maxUA (i32.load (i32.add (local.get $maxUnitsA) (i32.shl (local.get $lossA) (i32.const 2)))))
        (block $nextA
          (br_if $nextA (i32.lt_s (local.get $maxUA) (i32.const 0)))
          (local.set $aDef (i32.load (i32.add (local.get $defendsA) (i32.shl (local.get $ia) (i32.const 2)))))
          (local.set $liveA (i32.load (i32.add (local.get $rowA) (i32.shl (local.get $ia) (i32.const 2)))))
          (if (i32.and (i32.ge_s (local.get $cA) (i32.const 1)) (i32.le_s (local.get $cA) (local.get $ia)))
            (then
              (local.set $tieLiveA (f64.load (i32.add (local.get $tab)
                (i32.shl (i32.sub (local.get $liveA) (local.get $cA)) (i32.const 3)))))
              (local.set $tieStepA (i32.load (i32.add (local.get $ints) (i32.shl (local.get $cA) (i32.const 2))))))
            (else
              (local.set $tieLiveA (f64.const 0))
              (local.set $tieStepA (i32.const 0))))
          ;; Lead of A at k is leadTop − 3k (k = malus difference + unitsB).
          (local.set $leadA0 (i32.add
            (i32.sub (i32.sub (local.get $valA)
              (i32.load (i32.add (local.get $malusA) (i32.shl (local.get $ia) (i32.const 2)))))
              (local.get $valB))
            (i32.mul (i32.const 3) (local.get $unitsB))))

          (local.set $ib (i32.sub (local.get $spanB) (i32.const 1)))
          (block $doneB
            (loop $rowsB
              (br_if $doneB (i32.lt_s (local.get $ib) (i32.const 0)))
              (local.set $lossB (i32.sub (i32.sub (local.get $spanB) (i32.const 1)) (local.get $ib)))
              (local.set $maxUB (i32.load (i32.add (local.get $maxUnitsB) (i32.shl (local.get $lossB) (i32.const 2)))))
              (block $nextB
                (br_if $nextB (i32.lt_s (local.get $maxUB) (i32.const 0)))
                (local.set $bDef (i32.load (i32.add (local.get $defendsB) (i32.shl (local.get $ib) (i32.const 2)))))
                (local.set $liveB (i32.load (i32.add (local.get $rowB) (i32.shl (local.get $ib) (i32.const 2)))))
                ;; Pass kinds: B is hit by A, and struck back by A unless A defends; A likewise.
                (local.set $kindB (select (local.get $bDef) (i32.const 3) (i32.eqz (local.get $aDef))))
                (local.set $rB (i32.add (local.get $runs) (i32.mul (i32.const 20) (local.get $kindB))))
                (local.set $offsB (i32.load offset=0 (local.get $rB)))
                (local.set $firstB (i32.load offset=4 (local.get $rB)))
                (local.set $pairsB (i32.load offset=8 (local.get $rB)))
                (local.set $oMinB (i32.load offset=12 (local.get $rB)))
                (local.set $oEndB (i32.load offset=16 (local.get $rB)))
                (local.set $passB (i32.add (local.get $fromB) (local.get $kindB)))
                (local.set $passTieB (i32.add (local.get $tieB) (local.get $kindB)))
                (local.set $kindA (select (local.get $aDef) (i32.const 3) (i32.eqz (local.get $bDef))))
                (local.set $rA (i32.add (local.get $runs) (i32.mul (i32.const 20) (local.get $kindA))))
                (local.set $offsA (i32.load offset=0 (local.get $rA)))
                (local.set $firstA (i32.load offset=4 (local.get $rA)))
                (local.set $pairsA (i32.load offset=8 (local.get $rA)))
                (local.set $oMinA (i32.load offset=12 (local.get $rA)))
                (local.set $oEndA (i32.load offset=16 (local.get $rA)))
                (local.set $passA (i32.add (local.get $fromA) (local.get $kindA)))
                (local.set $passTieA (i32.add (local.get $tieA) (local.get $kindA)))
                ;; The tie (damage c) lands on one cell per pair; 0 when it kills or deals nothing.
                (if (i32.and (i32.ge_s (local.get $cB) (i32.const 1)) (i32.le_s (local.get $cB) (local.get $ib)))
                  (then
                    (local.set $tieLiveB (f64.load (i32.add (local.get $tab)
                      (i32.shl (i32.sub (local.get $liveB) (local.get $cB)) (i32.const 3)))))
                    (local.set $tieStepB (i32.load (i32.add (local.get $ints)
                      (i32.shl (i32.add (local.get $stepB) (local.get $cB)) (i32.const 2))))))
                  (else
                    (local.set $tieLiveB (f64.const 0))
                    (local.set $tieStepB (i32.const 0))))
                (local.set $leadTop (i32.add (local.get $leadA0)
                  (i32.load (i32.add (local.get $malusB) (i32.shl (local.get $ib) (i32.const 2))))))
                (local.set $pairBase (i32.mul
                  (i32.add (i32.mul (local.get $ia) (local.get $spanB)) (local.get $ib))
                  (local.get $deltaSpan)))
                (local.set $kHi (i32.add
                  (i32.sub (local.get $maxUA)
                    (i32.load (i32.add (local.get $minUnitsB) (i32.shl (local.get $lossB) (i32.const 2)))))
                  (local.get $unitsB)))
                (local.set $kk (i32.add (i32.sub (local.get $minUA) (local.get $maxUB)) (local.get $unitsB)))

                (block $doneK
                  (loop $cells
                    (br_if $doneK (i32.gt_s (local.get $kk) (local.get $kHi)))
                    (block $nextK
                      ;; Cell index × 2 (both turns), then its byte address.
                      (local.set $x (i32.shl (i32.add (local.get $pairBase) (local.get $kk)) (i32.const 1)))
                      (local.set $cell (i32.add (local.get $mu) (i32.shl (local.get $x) (i32.const 3))))
                      (local.set $m0 (f64.load offset=0 (local.get $cell)))
                      (local.set $m1 (f64.load offset=8 (local.get $cell)))
                      (br_if $nextK (i32.and (f64.eq (local.get $m0) (f64.const 0)) (f64.eq (local.get $m1) (f64.const 0))))
                      (f64.store offset=0 (local.get $cell) (f64.const 0))
                      (f64.store offset=8 (local.get $cell) (f64.const 0))
                      (if (f64.lt (f64.add (local.get $m0) (local.get $m1)) (local.get $epsilon))
                        (then
                          (local.set $pruned (f64.add (local.get $pruned) (f64.add (local.get $m0) (local.get $m1))))
                          (br $nextK)))
                      (local.set $states (i32.add (local.get $states) (i32.const 1)))
                      (local.set $leadA (i32.sub (local.get $leadTop) (i32.mul (i32.const 3) (local.get $kk))))
                      (local.set $l0 (i32.sub (local.get $leadA) (i32.mul (i32.const 3) (local.get $bDef))))
                      (local.set $l1 (i32.sub (i32.sub (i32.const 0) (local.get $leadA)) (i32.mul (i32.const 3) (local.get $aDef))))
                      (local.set $i0 (i32.add (local.get $atA) (i32.shl (local.get $l0) (i32.const 2))))
                      (local.set $i1 (i32.add (local.get $atB) (i32.shl (local.get $l1) (i32.const 2))))
                      (local.set $loop0 (f64.load (i32.add (local.get $leads)
                        (i32.shl (i32.add (local.get $i0) (local.get $bDef)) (i32.const 3)))))
                      (local.set $loop1 (f64.load (i32.add (local.get $leads)
                        (i32.shl (i32.add (local.get $i1) (local.get $aDef)) (i32.const 3)))))
                      (local.set $det (f64.sub (f64.const 1) (f64.mul (local.get $loop0) (local.get $loop1))))
                      (if (f64.le (local.get $det) (f64.const 1e-15))
                        (then
                          (local.set $pDraw (f64.add (local.get $pDraw) (f64.add (local.get $m0) (local.get $m1))))
                          (br $nextK)))
                      ;; Expected visits of each turn before leaving this state.
                      (local.set $v0 (f64.div (f64.add (local.get $m0) (f64.mul (local.get $loop1) (local.get $m1))) (local.get $det)))
                      (local.set $v1 (f64.div (f64.add (local.get $m1) (f64.mul (local.get $loop0) (local.get $m0))) (local.get $det)))
                      (local.set $rounds (f64.add (local.get $rounds) (f64.add (local.get $v0) (local.get $v1))))

                      ;; B is hit (see the JavaScript sweep for the pass).
                      (local.set $back (select (local.get $v1) (f64.const 0) (i32.eqz (local.get $aDef))))
                      (local.set $e (i32.add (i32.add (local.get $l0) (local.get $cB)) (local.get $vLow)))
                      (local.set $survived (f64.const 0))
                      (local.set $tie (f64.load (i32.add (local.get $tab)
                        (i32.shl (i32.add (local.get $passTieB) (i32.shl (local.get $l0) (i32.const 2))) (i32.const 3)))))
                      (if (i32.and (f64.ne (local.get $tie) (f64.const 0)) (f64.ne (local.get $tieLiveB) (f64.const 0)))
                        (then
                          (local.set $q (f64.mul (f64.mul (local.get $v0) (local.get $tie)) (local.get $tieLiveB)))
                          ;; mu[cell2 − tieStepB + 1] += q: hit on A's turn, B attacks next.
                          (local.set $t (i32.add (local.get $mu)
                            (i32.shl (i32.sub (local.get $x) (local.get $tieStepB)) (i32.const 3))))
                          (f64.store offset=8 (local.get $t) (f64.add (f64.load offset=8 (local.get $t)) (local.get $q)))
                          (local.set $survived (f64.add (local.get $survived) (local.get $q)))))
                      ;; to = ints[firstB + min(max(ib + 1 − e, oMinB), oEndB)]
                      (local.set $o (i32.sub (i32.add (local.get $ib) (i32.const 1)) (local.get $e)))
                      (local.set $o (select (local.get $o) (local.get $oMinB) (i32.gt_s (local.get $o) (local.get $oMinB))))
                      (local.set $o (select (local.get $o) (local.get $oEndB) (i32.lt_s (local.get $o) (local.get $oEndB))))
                      (local.set $to (i32.load (i32.add (local.get $ints)
                        (i32.shl (i32.add (local.get $firstB) (local.get $o)) (i32.const 2)))))
                      (local.set $lv (i32.sub (local.get $liveB) (local.get $e)))
                      (local.set $st (i32.add (local.get $stepB) (local.get $e)))
                      (local.set $i (i32.load (i32.add (local.get $ints)
                        (i32.shl (i32.add (local.get $passB) (i32.shl (local.get $l0) (i32.const 2))) (i32.const 2)))))
                      (block $doneHitB
                        (loop $hitB
                          (br_if $doneHitB (i32.ge_s (local.get $i) (local.get $to)))
                          (local.set $o (i32.load (i32.add (local.get $ints)
                            (i32.shl (i32.add (local.get $offsB) (local.get $i)) (i32.const 2)))))
                          (local.set $w (f64.load (i32.add (local.get $tab)
                            (i32.shl (i32.sub (local.get $lv) (local.get $o)) (i32.const 3)))))
                          (local.set $t (i32.add (local.get $mu) (i32.shl
                            (i32.sub (local.get $x) (i32.load (i32.add (local.get $ints)
                              (i32.shl (i32.add (local.get $st) (local.get $o)) (i32.const 2)))))
                            (i32.const 3))))
                          (local.set $q (f64.load (i32.add (local.get $tab)
                            (i32.shl (i32.add (local.get $pairsB) (i32.shl (local.get $i) (i32.const 1))) (i32.const 3)))))
                          (local.set $q0 (f64.mul (f64.mul (local.get $v0) (local.get $q)) (local.get $w)))
                          (local.set $q (f64.load offset=8 (i32.add (local.get $tab)
                            (i32.shl (i32.add (local.get $pairsB) (i32.shl (local.get $i) (i32.const 1))) (i32.const 3)))))
                          (local.set $q1 (f64.mul (f64.mul (local.get $back) (local.get $q)) (local.get $w)))
                          (f64.store offset=8 (local.get $t) (f64.add (f64.load offset=8 (local.get $t)) (local.get $q0)))
                          (f64.store offset=0 (local.get $t) (f64.add (f64.load offset=0 (local.get $t)) (local.get $q1)))
                          (local.set $survived (f64.add (local.get $survived) (f64.add (local.get $q0) (local.get $q1))))
                          (local.set $i (i32.add (local.get $i) (i32.const 1)))
                          (br $hitB)))
                      (local.set $pA (f64.add (local.get $pA) (f64.sub
                        (f64.add
                          (f64.mul (local.get $v0) (f64.load offset=16 (i32.add (local.get $leads) (i32.shl (local.get $i0) (i32.const 3)))))
                          (f64.mul (local.get $back) (f64.load offset=24 (i32.add (local.get $leads) (i32.shl (local.get $i1) (i32.const 3))))))
                        (local.get $survived))))

                      ;; A is hit.
                      (local.set $back (select (local.get $v0) (f64.const 0) (i32.eqz (local.get $bDef))))
                      (local.set $e (i32.add (i32.add (local.get $l1) (local.get $cA)) (local.get $vLow)))
                      (local.set $survived (f64.const 0))
                      (local.set $tie (f64.load (i32.add (local.get $tab)
                        (i32.shl (i32.add (local.get $passTieA) (i32.shl (local.get $l1) (i32.const 2))) (i32.const 3)))))
                      (if (i32.and (f64.ne (local.get $tie) (f64.const 0)) (f64.ne (local.get $tieLiveA) (f64.const 0)))
                        (then
                          (local.set $q (f64.mul (f64.mul (local.get $v1) (local.get $tie)) (local.get $tieLiveA)))
                          ;; mu[cell2 − tieStepA] += q: hit on B's turn, A attacks next.
                          (local.set $t (i32.add (local.get $mu)
                            (i32.shl (i32.sub (local.get $x) (local.get $tieStepA)) (i32.const 3))))
                          (f64.store offset=0 (local.get $t) (f64.add (f64.load offset=0 (local.get $t)) (local.get $q)))
                          (local.set $survived (f64.add (local.get $survived) (local.get $q)))))
                      (local.set $o (i32.sub (i32.add (local.get $ia) (i32.const 1)) (local.get $e)))
                      (local.set $o (select (local.get $o) (local.get $oMinA) (i32.gt_s (local.get $o) (local.get $oMinA))))
                      (local.set $o (select (local.get $o) (local.get $oEndA) (i32.lt_s (local.get $o) (local.get $oEndA))))
                      (local.set $to (i32.load (i32.add (local.get $ints)
                        (i32.shl (i32.add (local.get $firstA) (local.get $o)) (i32.const 2)))))
                      (local.set $lv (i32.sub (local.get $liveA) (local.get $e)))
                      (local.set $st (local.get $e))
                      (local.set $i (i32.load (i32.add (local.get $ints)
                        (i32.shl (i32.add (local.get $passA) (i32.shl (local.get $l1) (i32.const 2))) (i32.const 2)))))
                      (block $doneHitA
                        (loop $hitA
                          (br_if $doneHitA (i32.ge_s (local.get $i) (local.get $to)))
                          (local.set $o (i32.load (i32.add (local.get $ints)
                            (i32.shl (i32.add (local.get $offsA) (local.get $i)) (i32.const 2)))))
                          (local.set $w (f64.load (i32.add (local.get $tab)
                            (i32.shl (i32.sub (local.get $lv) (local.get $o)) (i32.const 3)))))
                          (local.set $t (i32.add (local.get $mu) (i32.shl
                            (i32.sub (local.get $x) (i32.load (i32.add (local.get $ints)
                              (i32.shl (i32.add (local.get $st) (local.get $o)) (i32.const 2)))))
                            (i32.const 3))))
                          (local.set $q (f64.load (i32.add (local.get $tab)
                            (i32.shl (i32.add (local.get $pairsA) (i32.shl (local.get $i) (i32.const 1))) (i32.const 3)))))
                          (local.set $q1 (f64.mul (f64.mul (local.get $v1) (local.get $q)) (local.get $w)))
                          (local.set $q (f64.load offset=8 (i32.add (local.get $tab)
                            (i32.shl (i32.add (local.get $pairsA) (i32.shl (local.get $i) (i32.const 1))) (i32.const 3)))))
                          (local.set $q0 (f64.mul (f64.mul (local.get $back) (local.get $q)) (local.get $w)))
                          (f64.store offset=0 (local.get $t) (f64.add (f64.load offset=0 (local.get $t)) (local.get $q1)))
                          (f64.store offset=8 (local.get $t) (f64.add (f64.load offset=8 (local.get $t)) (local.get $q0)))
                          (local.set $survived (f64.add (local.get $survived) (f64.add (local.get $q0) (local.get $q1))))
                          (local.set $i (i32.add (local.get $i) (i32.const 1)))
                          (br $hitA)))
                      (local.set $pB (f64.add (local.get $pB) (f64.sub
                        (f64.add
                          (f64.mul (local.get $v1) (f64.load offset=16 (i32.add (local.get $leads) (i32.shl (local.get $i1) (i32.const 3)))))
                          (f64.mul (local.get $back) (f64.load offset=24 (i32.add (local.get $leads) (i32.shl (local.get $i0) (i32.const 3))))))
                        (local.get $survived)))))
                    (local.set $kk (i32.add (local.get $kk) (i32.const 1)))
                    (br $cells))))
              (local.set $ib (i32.sub (local.get $ib) (i32.const 1)))
              (br $rowsB))))
        (local.set $ia (i32.sub (local.get $ia) (i32.const 1)))
        (br $rowsA)))

    (f64.store offset=264 (i32.const 0) (local.get $pA))
    (f64.store offset=272 (i32.const 0) (local.get $pB))
    (f64.store offset=280 (i32.const 0) (local.get $pDraw))
    (f64.store offset=288 (i32.const 0) (local.get $rounds))
    (f64.store offset=296 (i32.const 0) (f64.convert_i32_s (local.get $states)))
    (f64.store offset=304 (i32.const 0) (local.get $pruned))))
